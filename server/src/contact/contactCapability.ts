// Messages to PetCare support (the contact form).
import type { ServerCapability } from '../http/capability';
import { contactRoutes } from './contactRoutes';
import { contactJapanese } from './contactMessages.jp';

export const contactCapability: ServerCapability = {
  name: 'contact',
  paths: ['/api/contact'],
  japanese: contactJapanese,
  api: async (api, { db, config, mailer, limiter }) => {
    await api.register(contactRoutes, { db, config, mailer, limiter });
  },
};
