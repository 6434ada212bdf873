// Messages to PetCare support (the contact form).
import type { ServerCapability } from '../http/capability';
import { contactRoutes } from './contactRoutes';

export const contactCapability: ServerCapability = {
  name: 'contact',
  api: async (api, { db, config, mailer, limiter }) => {
    await api.register(contactRoutes, { db, config, mailer, limiter });
  },
};
