// The icon collections the site and the app draw with.
import type { ServerCapability } from '../http/capability';
import { iconRoutes } from './iconRoutes';

export const iconsCapability: ServerCapability = {
  name: 'icons',
  api: async (api) => {
    await api.register(iconRoutes);
  },
};
