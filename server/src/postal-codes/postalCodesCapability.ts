// Japanese postal code look-up (the address forms fill the prefecture and city from it).
import type { ServerCapability } from '../http/capability';
import { postalCodeRoutes } from './postalCodeRoutes';
import { postalCodesJapanese } from './postalCodesMessages.jp';

export const postalCodesCapability: ServerCapability = {
  name: 'postal-codes',
  paths: ['/api/postal-codes/jp/{code}'],
  japanese: postalCodesJapanese,
  api: async (api) => {
    await api.register(postalCodeRoutes);
  },
};
