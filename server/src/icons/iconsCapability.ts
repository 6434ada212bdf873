// The icon collections the site and the app draw with.
import type { ServerCapability } from '../http/capability';
import { iconRoutes } from './iconRoutes';
import { iconsJapanese } from './iconsMessages.jp';

export const iconsCapability: ServerCapability = {
  name: 'icons',
  paths: ['/api/icons/{collection}.json'],
  japanese: iconsJapanese,
  api: async (api) => {
    await api.register(iconRoutes);
  },
};
