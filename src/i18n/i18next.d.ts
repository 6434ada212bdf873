// Typed translation keys (as Excalidraw does): English is the source of truth, so a key missing
// from en/common.json is a type error wherever t() is called.
import 'i18next';
import type common from './locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
    returnNull: false;
  }
}
