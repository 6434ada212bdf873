// Typed translation keys (as Excalidraw does): English is the source of truth, so a key missing
// from en/*.json is a type error wherever t() is called. `common` holds the strings of every page;
// `app` those of the signed-in app only (public pages do not load it).
import 'i18next';
import type app from './locales/en/app.json';
import type common from './locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; app: typeof app };
    returnNull: false;
  }
}
