import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '@contract/locales';
import { withProviders } from './renderWithProviders';

const CONTAINER_ID = 'prebuilt-page';

/**
 * Puts a component's server-rendered markup into the document with nothing behind it — as a page
 * without a runtime has it (src/app/islands) — for tests of the island scripts that bind it.
 * Removed after each test, as Testing Library removes what it renders.
 */
export function showPrebuiltMarkup(ui: ReactElement, options: { locale?: Locale } = {}): void {
  document.getElementById(CONTAINER_ID)?.remove();
  const container = document.createElement('div');
  container.id = CONTAINER_ID;
  container.innerHTML = renderToString(withProviders(ui, options));
  document.body.appendChild(container);
}

afterEach(() => {
  document.getElementById(CONTAINER_ID)?.remove();
});
