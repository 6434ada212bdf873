/**
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// The browser bundle runs on Preact (gatsby-plugin-preact), whose effects run after the first
// paint: the router's history listener is added then. These tests render Gatsby's router with
// Preact, as the site does (its CommonJS build: the export conditions above).
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react-dom', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));

// Gatsby's router (@gatsbyjs/reach-router, which jest.config.js maps this name to).
import { createHistory, createMemorySource, LocationProvider, type History } from '@reach/router';
import { waitFor } from '@testing-library/dom';
import { render } from 'preact';
import { useEffect } from 'react';
import type { GatsbyNavigate } from '../core/gatsbyNavigate';
import { holdNavigationsUntilRendered } from './holdNavigations';

/**
 * Gatsby's root as production-app.js renders it: the router's LocationProvider inside a root
 * whose first effect is onInitialClientRender. Gatsby's navigate moves the address once the
 * page's resources are there (a promise), then the router's listener hears of it.
 */
function site(initialPath: string) {
  const history = createHistory(createMemorySource(initialPath));
  const win = {} as Window;
  const gatsbyNavigate: GatsbyNavigate = (to) => {
    if (typeof to === 'string') void Promise.resolve().then(() => history.navigate(to));
  };
  win.___navigate = gatsbyNavigate;
  const container = document.createElement('div');
  let effectsRan: () => void = () => undefined;
  /** The first render's effects have run, the router's listener with them. */
  const rendered = new Promise<void>((resolve) => (effectsRan = resolve));
  const start = (onInitialClientRender: () => void) => {
    function Root() {
      useEffect(() => {
        onInitialClientRender();
        effectsRan();
      }, []);
      return (
        <LocationProvider history={history}>
          {({ location }) => <p>{`${location.pathname}${location.hash ?? ''}`}</p>}
        </LocationProvider>
      );
    }
    render(<Root />, container);
  };
  return { history, win, container, start, rendered };
}

/** Two animation frames: the router renders a location it heard of in the next one. */
const frames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const address = (history: History) => `${history.location.pathname}${history.location.hash ?? ''}`;

describe('holdNavigationsUntilRendered', () => {
  it('the router misses a navigation that lands between its first render and its effects', async () => {
    // Why the hold exists: without it the address changes and the page stays.
    const { history, win, container, start, rendered } = site('/news/');
    start(() => undefined);
    win.___navigate?.('/#features');
    await rendered;
    await frames();
    expect(address(history)).toBe('/#features');
    expect(container.textContent).toBe('/news/');
  });

  it('renders a navigation asked for while the page is still rendering', async () => {
    const { history, win, container, start } = site('/news/');
    const release = holdNavigationsUntilRendered(win);
    start(release);
    win.___navigate?.('/#features');
    await waitFor(() => expect(container.textContent).toBe('/#features'));
    expect(address(history)).toBe('/#features');
  });

  it('holds navigations until released, then runs them in order', () => {
    const calls: unknown[][] = [];
    const win = { ___navigate: (...args: unknown[]) => void calls.push(args) } as Window;
    const release = holdNavigationsUntilRendered(win);
    win.___navigate?.('/a/');
    win.___navigate?.('/b/', { replace: true });
    expect(calls).toEqual([]);
    release();
    expect(calls).toEqual([
      ['/a/', undefined],
      ['/b/', { replace: true }],
    ]);
    win.___navigate?.('/c/');
    release();
    expect(calls).toEqual([
      ['/a/', undefined],
      ['/b/', { replace: true }],
      ['/c/', undefined],
    ]);
  });

  it('does nothing without Gatsby’s navigate', () => {
    const win = {} as Window;
    holdNavigationsUntilRendered(win)();
    expect(win.___navigate).toBeUndefined();
  });
});
