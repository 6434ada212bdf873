// Realtime outside /api: Laravel's /broadcasting locations (channel authorisation) and Pusher's
// client timeline, when realtime is on. The embedded Pusher-protocol server itself is started by
// app.ts (it is the app's `realtime` decorator, which main.ts and the tests use).
import type { ServerCapability } from '../http/capability';
import { broadcastingRoutes } from './broadcastingRoutes';
import { timelineRoutes } from './timelineRoutes';
import { realtimeJapanese } from './realtimeMessages.jp';

export const realtimeCapability: ServerCapability = {
  name: 'realtime',
  japanese: realtimeJapanese,
  site: async (site, { config, db, clock }) => {
    if (!config.realtime.enabled) return;
    await site.register(broadcastingRoutes, {
      prefix: '/broadcasting',
      db,
      clock,
      realtime: config.realtime,
    });
    await site.register(timelineRoutes, { prefix: '/timeline', appKey: config.realtime.key });
  },
};
