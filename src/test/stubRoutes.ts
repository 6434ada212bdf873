import { createElement } from 'react';
import type { AppRoute } from '../app/routeTypes';

/**
 * Pages of other features a screen under test leads to (the chat's threads, the cart), as bare
 * routes: the test checks that the screen got there, not what is there.
 */
export function stubRoutes(paths: readonly string[]): AppRoute[] {
  return paths.map((path) => ({
    name: `stub${path.replace(/[/:]+/g, '-')}`,
    path,
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'common.loading',
    component: () => createElement('p', { 'data-stub-page': path }, `Stub page ${path}`),
  }));
}
