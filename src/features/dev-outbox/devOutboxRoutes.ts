import { lazyScreen } from '../../app/core/lazyScreen';
import type { AppRoute } from '../../app/core/routeTypes';

/** The local mail and SMS outbox (development and demo only). */
export const DEV_OUTBOX_ROUTES: readonly AppRoute[] = [
  {
    name: 'dev-outbox',
    path: '/dev/outbox',
    layout: 'default',
    middleware: [],
    title: 'devOutbox.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-dev-outbox" */ './DevOutboxScreen'),
      'DevOutboxScreen',
    ),
  },
];
