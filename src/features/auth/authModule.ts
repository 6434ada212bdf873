import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createAuthApi } from './authApi';
import { AUTH_ROUTES } from './authRoutes';
import { AuthStore } from './AuthStore';
import { RoleStore } from './RoleStore';

/** Sign-in, sign-up and the session: the user, the token and the role in use. */
export const authModule = defineWebFeature({
  name: 'auth',
  routes: AUTH_ROUTES,
  apis: (http) => ({ auth: createAuthApi(http) }),
  stores: {
    auth: {
      create: ({ root, options }: StoreContext): AuthStore =>
        new AuthStore(root.api.auth, options.cookies, (response) =>
          root.keeperData.noteSignIn(response.account_deletion_canceled),
        ),
      // Tells the API first (with the token and the role's clinic), then forgets the session.
      clear: (auth) => auth.logout(),
    },
    roles: {
      create: ({ options }: StoreContext): RoleStore => new RoleStore(options.cookies),
      clear: (roles) => roles.clear(),
    },
  },
});
