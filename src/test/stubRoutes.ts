import { createElement } from 'react';
import type { AppRoute } from '../app/core/routeTypes';
import { APP_ROUTES } from '../app/routes';

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

/** The app's routes plus bare stubs for pages of other features the screen under test leads to. */
export function appRoutesWithStubs(paths: readonly string[]): AppRoute[] {
  return [...APP_ROUTES, ...stubRoutes(paths)];
}
