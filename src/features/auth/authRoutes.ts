import { isAuthProvider } from '@contract/authProviders';
import { localePath } from '@contract/locales';
import { lazyScreen } from '../../app/core/lazyScreen';
import type { RouteMiddleware } from '../../app/core/routeMiddlewareTypes';
import type { AppRoute } from '../../app/core/routeTypes';

/** Reset tokens are opaque; anything else in that segment is not a link we sent. */
const RESET_TOKEN = /^[A-Za-z0-9._~-]{16,256}$/;

/** The guest-only page that needs ?email= sends visitors without one to sign in. */
export const requireEmailQuery: RouteMiddleware = ({ query, locale }) =>
  query.get('email')?.trim() ? null : localePath(locale, '/auth/login/');

/** Signing in, registering, recovering a password, provider callbacks (spec.md section 2). */
export const AUTH_ROUTES: readonly AppRoute[] = [
  {
    name: 'auth',
    path: '/auth',
    layout: 'empty',
    middleware: ['guest'],
    title: 'auth.choice.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-auth" */ './AuthChoiceScreen'),
      'AuthChoiceScreen',
    ),
  },
  {
    name: 'auth-login',
    path: '/auth/login',
    layout: 'empty',
    middleware: ['guest'],
    title: 'auth.login.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-auth" */ './LoginScreen'),
      'LoginScreen',
    ),
  },
  {
    name: 'auth-register',
    path: '/auth/register',
    layout: 'empty',
    middleware: ['guest'],
    title: 'auth.register.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-auth" */ './RegisterScreen'),
      'RegisterScreen',
    ),
  },
  {
    name: 'auth-recover-password',
    path: '/auth/recover-password',
    layout: 'empty',
    middleware: ['guest'],
    title: 'auth.recover.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-auth" */ './RecoverPasswordScreen'),
      'RecoverPasswordScreen',
    ),
  },
  {
    // The guest-only route that needs ?email= (spec.md: path not shown).
    name: 'auth-check-your-inbox',
    path: '/auth/check-your-inbox',
    layout: 'empty',
    middleware: ['guest', requireEmailQuery],
    title: 'auth.checkInbox.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-auth" */ './CheckInboxScreen'),
      'CheckInboxScreen',
    ),
  },
  {
    name: 'auth-password-reset',
    path: '/auth/password-reset/:token',
    layout: 'empty',
    middleware: [],
    title: 'auth.reset.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-auth" */ './PasswordResetScreen'),
      'PasswordResetScreen',
    ),
    validate: ({ token }) => RESET_TOKEN.test(token ?? ''),
  },
  {
    name: 'auth-provider-callback',
    path: '/auth/:provider/callback',
    layout: 'empty',
    middleware: [],
    title: 'auth.callback.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-auth" */ './ProviderCallbackScreen'),
      'ProviderCallbackScreen',
    ),
    validate: ({ provider }) => isAuthProvider(provider),
  },
];
