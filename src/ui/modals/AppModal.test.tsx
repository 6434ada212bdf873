// The modal as a user meets it: a labelled dialog, focus kept inside, Escape / close button /
// overlay / swipe all going through the before-close hook, and stacked layers.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createDocumentCookieJar } from '../../http/cookies';
import { RootStore } from '../../stores/RootStore';
import { StoreProvider } from '../../stores/StoreProvider';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AppModal } from './AppModal';
import type { CloseReason } from './ModalStore';

function setup(ui: (store: RootStore) => React.ReactElement) {
  const store = new RootStore({
    cookies: createDocumentCookieJar(document, false),
    apiBaseUrl: '/api',
  });
  const result = renderWithProviders(<StoreProvider store={store}>{ui(store)}</StoreProvider>);
  return { store, ...result };
}

function Guarded({ allow }: { allow: (reason: CloseReason) => boolean }) {
  const [name, setName] = useState('');
  return (
    <AppModal
      id="pet-name"
      title="Rename your pet"
      description="The new name shows everywhere."
      beforeClose={allow}
    >
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
    </AppModal>
  );
}

async function openModal(store: RootStore, id: string) {
  await act(async () => {
    await store.modals.open(id);
  });
}

/** A touch from `from` to `to` lasting `ms` (the clock is jest's fake one). */
function swipe(panel: HTMLElement, from: [number, number], to: [number, number], ms: number) {
  const at = ([clientX, clientY]: [number, number]) => [{ clientX, clientY }];
  const middle: [number, number] = [to[0], (from[1] + to[1]) / 2];
  fireEvent.touchStart(panel, { touches: at(from), changedTouches: at(from) });
  act(() => jest.advanceTimersByTime(ms / 2));
  fireEvent.touchMove(panel, { touches: at(middle), changedTouches: at(middle) });
  act(() => jest.advanceTimersByTime(ms / 2));
  fireEvent.touchEnd(panel, { touches: [], changedTouches: at(to) });
}

it('is a dialog named by its title and described by its text, with focus inside', async () => {
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
  const { store } = setup(() => <Guarded allow={() => true} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  await openModal(store, 'pet-name');
  const dialog = screen.getByRole('dialog', { name: 'Rename your pet' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('The new name shows everywhere.');
  // The first focusable element: the close button.
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  // Tab wraps inside the dialog.
  screen.getByRole('textbox').focus();
  fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Tab' });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Tab', shiftKey: true });
  expect(screen.getByRole('textbox')).toHaveFocus();
  // Closing gives focus back to what had it.
  fireEvent.keyDown(document, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(opener).toHaveFocus();
  opener.remove();
});

it('closes with Escape, the close button and the overlay only when before-close allows', async () => {
  const asked: CloseReason[] = [];
  let allow = false;
  const { store } = setup(() => (
    <Guarded
      allow={(reason) => {
        asked.push(reason);
        return allow;
      }}
    />
  ));
  await openModal(store, 'pet-name');
  fireEvent.keyDown(document, { key: 'Escape' });
  await waitFor(() => expect(asked).toEqual(['escape']));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(asked).toEqual(['escape', 'button']));
  fireEvent.click(document.querySelector('[data-modal-overlay="pet-name"]') as HTMLElement);
  await waitFor(() => expect(asked).toEqual(['escape', 'button', 'overlay']));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  allow = true;
  fireEvent.keyDown(document, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('does not open when before-open vetoes', async () => {
  const { store } = setup(() => (
    <AppModal id="paywall" title="Upgrade" beforeOpen={async () => false}>
      <p>Plans</p>
    </AppModal>
  ));
  await act(async () => {
    expect(await store.modals.open('paywall')).toBe(false);
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('closes on a swipe down of 10 % of its height or a quick swipe, not on a tap', async () => {
  jest.useFakeTimers({ now: 0 });
  const reasons: CloseReason[] = [];
  const { store } = setup(() => (
    <Guarded
      allow={(reason) => {
        reasons.push(reason);
        return true;
      }}
    />
  ));
  await openModal(store, 'pet-name');
  const panel = screen.getByRole('dialog');
  // jsdom does no layout: give the panel a height of 400 px (10 % = 40 px).
  panel.getBoundingClientRect = () => ({ height: 400 }) as DOMRect;
  swipe(panel, [100, 100], [100, 105], 80); // a tap
  swipe(panel, [100, 100], [100, 139], 1000); // slow, 39 px: under 10 %
  swipe(panel, [100, 100], [100, 125], 200); // quick, but under the swipe tolerance
  swipe(panel, [100, 100], [100, 100 + 35], 400); // 35 px in 400 ms: too slow for a swipe
  expect(reasons).toEqual([]);
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  swipe(panel, [100, 100], [100, 140], 1000); // slow, 40 px: 10 %
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(reasons).toEqual(['swipe']);

  await openModal(store, 'pet-name');
  const again = screen.getByRole('dialog');
  again.getBoundingClientRect = () => ({ height: 1000 }) as DOMRect;
  swipe(again, [100, 100], [100, 131], 250); // 31 px in 250 ms: a swipe
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(reasons).toEqual(['swipe', 'swipe']);
  jest.useRealTimers();
});

it('stacks modals: overlay at 1000 + 2 × index, content above, Escape closes the top one', async () => {
  const { store } = setup(() => (
    <>
      <AppModal id="first" title="First">
        <p>One</p>
      </AppModal>
      <AppModal id="second" title="Second">
        <p>Two</p>
      </AppModal>
    </>
  ));
  await openModal(store, 'first');
  await openModal(store, 'second');
  const overlay = (id: string) =>
    document.querySelector<HTMLElement>(`[data-modal-overlay="${id}"]`);
  const content = (id: string) =>
    document.querySelector<HTMLElement>(`[data-modal="${id}"]`)?.parentElement;
  expect(overlay('first')?.style.zIndex).toBe('1000');
  expect(content('first')?.style.zIndex).toBe('1001');
  expect(overlay('second')?.style.zIndex).toBe('1002');
  expect(content('second')?.style.zIndex).toBe('1003');
  fireEvent.keyDown(document, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull());
  expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
});
