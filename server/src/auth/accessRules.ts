// Who may call each route of the server: the declared rule of every route, next
// to the guards that enforce it (requireRole.ts). The role matrix test (accessRules.test.ts) calls
// every route fastify registered (http/routeInventory.ts) as a guest, a pet keeper, a vet of the
// right clinic, a vet of another clinic, an admin and a super-admin, and checks each answer
// against this table: a route without a rule fails it, and so does a rule without a route.
//
// Adding a route: add its line here (a `METHOD /path` key in fastify's syntax, the prefix
// included). A new area adds a block; a new kind of caller adds a rule constant.
import type { RoleName } from '@contract/roles';
import type { RoleGrant } from './authContext';

export type Access =
  /** Anyone, signed in or not: the answer never depends on who asks. */
  | { kind: 'public' }
  /** Any signed-in user (401 otherwise). */
  | { kind: 'signed-in' }
  /**
   * A signed-in user whose affiliate application was accepted: a state of the account, not a
   * role (401 signed out, 403 otherwise).
   */
  | { kind: 'affiliate' }
  /** A signed-in user holding one of the roles (401 signed out, 403 otherwise). */
  | { kind: 'roles'; roles: readonly RoleName[] }
  /**
   * One of the roles held at the clinic X-Medical-Entity-ID names (401 signed out, 403 otherwise);
   * the route shows that clinic's data only: another clinic's patient answers 404.
   */
  | { kind: 'clinic'; roles: readonly RoleName[] }
  /**
   * Not for users: the request proves itself with a signature (a signed file URL, the realtime
   * HTTP API's signature, a payment provider's webhook). Every caller gets the same answer.
   */
  | { kind: 'signature' };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const AFFILIATE: Access = { kind: 'affiliate' };
export const PET_KEEPER: Access = { kind: 'roles', roles: ['pet-keeper'] };
export const ADMIN: Access = { kind: 'roles', roles: ['admin', 'super-admin'] };
export const SUPER_ADMIN: Access = { kind: 'roles', roles: ['super-admin'] };
export const VET_OF_CLINIC: Access = { kind: 'clinic', roles: ['vet'] };
export const SIGNATURE: Access = { kind: 'signature' };

/** `under('GET', '/api/x', ['', '/:id'], RULE)`: one rule for several paths under a prefix. */
function under(
  method: string,
  prefix: string,
  tails: readonly string[],
  access: Access,
): Record<string, Access> {
  return Object.fromEntries(tails.map((tail) => [`${method} ${prefix}${tail}`, access]));
}

/** The same rule for several `METHOD /path` keys. */
function each(keys: readonly string[], access: Access): Record<string, Access> {
  return Object.fromEntries(keys.map((key) => [key, access]));
}

/**
 * The admin content kinds (admin-content/, admin-cities/, admin promo packs): list, read, create,
 * edit, publish, unpublish.
 */
const ADMIN_CONTENT = ['news', 'faq', 'care-items', 'pages', 'cities', 'promo-packs'].flatMap(
  (kind) => [
    `GET /api/admin/${kind}`,
    `GET /api/admin/${kind}/:id`,
    `POST /api/admin/${kind}`,
    `PUT /api/admin/${kind}/:id`,
    `POST /api/admin/${kind}/:id/publish`,
    `POST /api/admin/${kind}/:id/unpublish`,
  ],
);

/**
 * Every route and who may call it. HEAD routes (fastify adds one per GET) answer as their GET and
 * follow its rule.
 */
export const ACCESS_RULES: Readonly<Record<string, Access>> = {
  // The API's own fallbacks and documents.
  ...each(['ALL /api/*', 'ALL /api', 'GET /api/openapi.json', 'GET /api/health'], PUBLIC),

  // Public content and the site build's reads.
  ...each(
    [
      'GET /api/locales',
      'GET /api/home',
      'GET /api/news',
      'GET /api/news/:slug',
      'GET /api/faq',
      'GET /api/faq/:slug',
      'GET /api/cities',
      'GET /api/cities/:citySlug',
      'GET /api/cities/:citySlug/care/:slug',
      'GET /api/pages/:slug',
      'GET /api/content/fingerprint',
      'GET /api/content/images',
      'GET /api/route-lookup',
      'GET /api/icons/:collection.json',
      'GET /api/postal-codes/jp/:code',
      'POST /api/contact',
      // A guest gets the App-Language's prices; a signed-in caller their billing country's.
      'GET /api/billing/prices',
      'GET /api/affiliate/programme',
      'GET /api/affiliate/rules',
      'POST /api/affiliate/clicks',
      // Banner images work in <img src> without the bearer header (no personal data).
      'GET /api/affiliate/promo-packs/:slug/banners/:banner',
    ],
    PUBLIC,
  ),

  // Signing in and out, recovery, provider sign-in.
  ...each(
    [
      'POST /api/login',
      'POST /api/keeper/register',
      'POST /api/recover-password',
      'POST /api/reset-password',
      'GET /api/auth/providers',
      'GET /api/auth/:provider',
      'POST /api/auth/:provider/callback',
      // Apple's form_post lands on the site path, which redirects to the callback page.
      'POST /auth/:provider/callback',
      // The demo outboxes: local demos only (auth/README.md "Dev outboxes").
      'GET /api/dev/outbox',
      'GET /api/dev/sms-outbox',
      // Pusher's client timeline (anonymous connection statistics).
      'GET /timeline/v2/jsonp/:receiver',
    ],
    PUBLIC,
  ),

  // The signed-in user's own account, whatever their role.
  ...each(
    [
      'GET /api/user',
      'DELETE /api/logout',
      'POST /api/send-verification-sms',
      'POST /api/verify-phone-number',
      'POST /api/account/profile',
      'GET /api/account/billing-data',
      'POST /api/account/billing-data',
      'GET /api/account/preferences',
      'POST /api/account/preferences',
      'GET /api/notifications',
      'PUT /api/notifications/mark-as-read',
      'PUT /api/notifications/mark-as-read/:id',
      'POST /broadcasting/auth',
      'POST /broadcasting/user-auth',
      // Anyone signed in may apply to the affiliate programme and see where they stand.
      'GET /api/affiliate/me',
      'POST /api/affiliate/applications',
      'POST /api/affiliate/rules/accept',
    ],
    SIGNED_IN,
  ),

  // The affiliate programme's own pages: accepted affiliates only.
  ...each(
    [
      'GET /api/affiliate/stats',
      'GET /api/affiliate/referrals',
      'GET /api/affiliate/promo-packs',
      'GET /api/affiliate/promo-packs/:slug',
      'GET /api/affiliate/payout-settings',
      'PUT /api/affiliate/payout-settings',
    ],
    AFFILIATE,
  ),

  // A pet keeper's pets and everything recorded about them.
  // The list answers every signed-in user (none but a keeper has pets): the app asks on sign-in.
  'GET /api/keeper/pets': SIGNED_IN,
  'GET /api/keeper/pets/:id': PET_KEEPER,
  ...each(
    [
      'POST /api/keeper/pets',
      'PUT /api/keeper/pets/:id',
      'DELETE /api/keeper/pets/:id',
      'POST /api/keeper/pets/:id/photo',
      'PUT /api/keeper/pets/:id/photo',
      'DELETE /api/keeper/pets/:id/photo',
      'GET /api/keeper/pets/:id/weights',
      'POST /api/keeper/pets/:id/weights',
      'DELETE /api/keeper/pets/:id/weights/:entryId',
      'GET /api/keeper/pets/:id/dashboard',
      'GET /api/keeper/pets/:id/emergency-card',
      'GET /api/keeper/pets/:id/visits',
      'POST /api/keeper/pets/:id/visits',
      'PUT /api/keeper/pets/:id/visits/:visitId',
      'DELETE /api/keeper/pets/:id/visits/:visitId',
      'POST /api/keeper/pets/:id/visits/:visitId/attachments',
      'DELETE /api/keeper/pets/:id/visits/:visitId/attachments/:fileId',
      'GET /api/keeper/pets/:id/albums',
      'POST /api/keeper/pets/:id/albums',
      'GET /api/keeper/albums/:albumId',
      'PUT /api/keeper/albums/:albumId',
      'DELETE /api/keeper/albums/:albumId',
      'POST /api/keeper/albums/:albumId/photos',
      'PUT /api/keeper/photos/:photoId',
      'DELETE /api/keeper/photos/:photoId',
      'GET /api/keeper/pets/:id/documents',
      'POST /api/keeper/pets/:id/documents',
      'PUT /api/keeper/documents/:documentId',
      'DELETE /api/keeper/documents/:documentId',
      'GET /api/keeper/pets/:id/diet-plan',
      'PUT /api/keeper/pets/:id/diet-plan',
      'GET /api/keeper/pets/:id/reminders',
      'POST /api/keeper/pets/:id/reminders',
      'PUT /api/keeper/reminders/:reminderId',
      'DELETE /api/keeper/reminders/:reminderId',
      // Medication stock (medication-stock/).
      'GET /api/keeper/pets/:id/medications',
      'POST /api/keeper/pets/:id/medications',
      'PUT /api/keeper/medications/:medicationId',
      'DELETE /api/keeper/medications/:medicationId',
      'POST /api/keeper/medications/:medicationId/refill',
      // Reminders outside the app (reminders/reminderOutsideRoutes.ts).
      'GET /api/keeper/reminders/:reminderId/deliveries',
      'GET /api/keeper/reminder-settings',
      'PUT /api/keeper/reminder-settings',
      'POST /api/keeper/reminder-settings/calendar',
      'DELETE /api/keeper/reminder-settings/calendar',
      'POST /api/keeper/push-subscriptions',
      'POST /api/keeper/push-subscriptions/remove',
    ],
    PET_KEEPER,
  ),

  // The AI assistant: symptom checker, photo analysis, health reports.
  ...each(
    [
      'GET /api/keeper/pets/:id/threads',
      'POST /api/keeper/pets/:id/threads',
      'GET /api/keeper/threads/:id',
      'DELETE /api/keeper/threads/:id',
      'GET /api/keeper/chat/usage',
      'POST /api/keeper/threads/:id/messages',
      'POST /api/keeper/pets/:id/chat',
      'GET /api/keeper/pets/:id/image-analyses',
      'POST /api/keeper/pets/:id/image-analyses',
      'POST /api/keeper/image-analyses/photo-check',
      'GET /api/keeper/image-analyses/:id',
      'POST /api/keeper/image-analyses/:id/answers',
      'POST /api/keeper/image-analyses/:id/thread',
      'DELETE /api/keeper/image-analyses/:id',
      'GET /api/keeper/pets/:id/reports',
      'GET /api/keeper/pets/:id/reports/allowance',
      'POST /api/keeper/pets/:id/reports',
      'DELETE /api/keeper/reports/:id',
    ],
    PET_KEEPER,
  ),

  // A keeper's own data: the export and the deletion of the account (keeper-data/). The
  // download link proves itself with its one-time token, whoever opens it.
  ...each(
    ['POST /api/account/data-export', 'GET /api/account/deletion', 'POST /api/account/deletion'],
    PET_KEEPER,
  ),
  'GET /api/account/data-export/:token': SIGNATURE,

  // Subscriptions, cart, checkout and orders.
  ...each(
    [
      'GET /api/keeper/subscriptions',
      'POST /api/keeper/subscriptions/:id/cancel',
      'POST /api/keeper/subscriptions/:id/resume',
      'GET /api/keeper/cart',
      'POST /api/keeper/cart/lines',
      'PUT /api/keeper/cart/lines/:lineId',
      'DELETE /api/keeper/cart/lines/:lineId',
      'PUT /api/keeper/cart/promo',
      'DELETE /api/keeper/cart/promo',
      'POST /api/keeper/checkout',
      'POST /api/keeper/orders/:orderId/confirm',
      'GET /api/keeper/orders',
      'GET /api/keeper/orders/:orderId',
    ],
    PET_KEEPER,
  ),

  // Sharing a pet with a clinic (vet-sharing/).
  ...each(
    [
      'GET /api/clinics',
      'GET /api/keeper/pets/:id/shares',
      'PUT /api/keeper/pets/:id/shares/:clinicId',
      'DELETE /api/keeper/pets/:id/shares/:clinicId',
    ],
    PET_KEEPER,
  ),

  // The vet area: a vet acting for their clinic, on the pets shared with it (vet-sharing/).
  ...each(['GET /api/vet/clinic', 'GET /api/vet/patients'], VET_OF_CLINIC),
  ...under(
    'GET',
    '/api/vet/patients/:id',
    ['', '/weights', '/visits', '/documents', '/threads', '/threads/:threadId', '/image-analyses'],
    VET_OF_CLINIC,
  ),
  ...under('POST', '/api/vet/patients/:id', ['/visits', '/documents'], VET_OF_CLINIC),

  // "Ask my vet" (vet-questions/): the keeper sends a conversation; the clinic answers.
  ...each(
    [
      'GET /api/keeper/threads/:id/vet-questions',
      'POST /api/keeper/threads/:id/vet-questions',
      'GET /api/keeper/pets/:id/vet-questions',
      'GET /api/keeper/vet-questions/:id',
      'POST /api/keeper/vet-questions/:id/messages',
    ],
    PET_KEEPER,
  ),
  ...each(
    [
      'GET /api/vet/questions',
      'GET /api/vet/questions/:id',
      'POST /api/vet/questions/:id/messages',
      'POST /api/vet/questions/:id/close',
    ],
    VET_OF_CLINIC,
  ),

  // Admins and super-admins: content, redirects, the site build, affiliates, refunds.
  ...each(
    [
      ...ADMIN_CONTENT,
      'GET /api/admin/redirects',
      'GET /api/admin/redirects/:id',
      'POST /api/admin/redirects',
      'PUT /api/admin/redirects/:id',
      'PATCH /api/admin/redirects/:id',
      'DELETE /api/admin/redirects/:id',
      'GET /api/admin/site-build',
      'GET /api/admin/affiliate-applications',
      'POST /api/admin/affiliate-applications/:id/accept',
      'POST /api/admin/affiliate-applications/:id/decline',
      'POST /api/admin/orders/:orderId/refund',
      // The audit log (read only), user accounts, pictures for content (admin console).
      'GET /api/admin/audit-log',
      'GET /api/admin/users',
      'GET /api/admin/users/:id',
      'POST /api/admin/users/:id/disable',
      'POST /api/admin/users/:id/enable',
      'GET /api/admin/content-images',
      'POST /api/admin/content-images',
    ],
    ADMIN,
  ),
  // Granting and removing the admin role: the super-admin alone.
  ...each(
    ['POST /api/admin/users/:id/roles/admin', 'DELETE /api/admin/users/:id/roles/admin'],
    SUPER_ADMIN,
  ),
  // Pictures placed in published content are part of the public site.
  'GET /api/content-images/:id/:file': PUBLIC,

  // Requests that carry their own proof instead of a user's token.
  ...each(
    [
      // Signed, expiring file URLs (pet-files/fileUrlSigner.ts).
      'GET /api/files/:id/:variant',
      // The realtime server's HTTP API (Pusher's signature with the app secret).
      'POST /apps/:appId/events',
      'POST /apps/:appId/batch_events',
      'POST /apps/:appId/users/:userId/terminate_connections',
      // The payment provider's webhook (Stripe's signature), when Stripe is configured.
      'POST /api/payments/stripe/webhook',
      // One-time reminder links (HMAC-signed) and the calendar feed's secret URL.
      'GET /api/reminder-links/:token',
      'POST /api/reminder-links/:token',
      'GET /reminder-link/:token',
      'POST /reminder-link/:token',
      'GET /jp/reminder-link/:token',
      'POST /jp/reminder-link/:token',
      'GET /api/calendar/:file',
    ],
    SIGNATURE,
  ),
};

/** The rule of a route (a HEAD route follows its GET). */
export function accessRuleOf(method: string, url: string): Access | undefined {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return ACCESS_RULES[key];
}

/** Who is calling, as the guards see them. */
export interface Caller {
  /** null: nobody is signed in. */
  roles: readonly RoleGrant[] | null;
  /** The clinic X-Medical-Entity-ID names (verified to be one of the caller's), else null. */
  medicalEntityId: number | null;
  /** An accepted affiliate. */
  affiliate?: boolean;
}

export type Verdict = 'allowed' | 'unauthenticated' | 'forbidden' | 'by-signature';

/** What the rule lets this caller do: the answer the role matrix test expects. */
export function verdictFor(access: Access, caller: Caller): Verdict {
  if (access.kind === 'public') return 'allowed';
  if (access.kind === 'signature') return 'by-signature';
  if (caller.roles === null) return 'unauthenticated';
  if (access.kind === 'signed-in') return 'allowed';
  if (access.kind === 'affiliate') return caller.affiliate ? 'allowed' : 'forbidden';
  const held =
    access.kind === 'roles'
      ? caller.roles.some((role) => access.roles.includes(role.name))
      : caller.roles.some(
          (role) =>
            access.roles.includes(role.name) &&
            caller.medicalEntityId !== null &&
            role.medical_entity_id === caller.medicalEntityId,
        );
  return held ? 'allowed' : 'forbidden';
}
