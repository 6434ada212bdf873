// Japanese postal code look-up (the address forms fill the prefecture and city from it).
import type { ServerCapability } from '../http/capability';
import { postalCodeRoutes } from './postalCodeRoutes';

export const postalCodesCapability: ServerCapability = {
  name: 'postal-codes',
  api: async (api) => {
    await api.register(postalCodeRoutes);
  },
};
