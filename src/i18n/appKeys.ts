import type app from './locales/en/app.json';
import type { UiKey } from './localeQuery';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the app namespace (the signed-in app's strings), e.g. 'auth.login.title'. */
export type AppKey = Leaves<typeof app>;

export type { UiKey };
