// POST /auth/{provider}/callback — the site path, not /api. Providers that answer with
// response_mode=form_post (Sign in with Apple does whenever e-mail or name is asked for) send
// the browser back with a POST of code and state to the redirect URI instead of a GET with a
// query. The site page there is static and reads its query, so the server takes the POST and
// hands the values over with a 303 to /auth/{provider}/callback/?code=…&state=… (a GET), where
// the page exchanges them through POST /api/auth/{provider}/callback as for every provider.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AUTH_PROVIDERS } from '@contract/authProviders';
import type { Config } from '../../config';
import { PUBLIC } from '../../http/routeAccess';

/** The answer values the callback page reads; anything else the provider posts is dropped. */
const FORWARDED = ['code', 'state', 'iss', 'error', 'error_description'] as const;

const FormBody = Type.Object(
  Object.fromEntries(
    FORWARDED.map((name) => [name, Type.Optional(Type.String({ maxLength: 2048 }))]),
  ),
  // Apple also posts `user` (the name, first sign-in only) and `id_token`: not forwarded.
  { additionalProperties: true },
);

export const oidcFormPostRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (
  site,
  { config },
) => {
  site.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
      done(null, fields);
    },
  );

  site.post(
    '/auth/:provider/callback',
    {
      config: { access: PUBLIC },
      schema: {
        hide: true,
        params: Type.Object({ provider: Type.String({ maxLength: 50 }) }),
        body: FormBody,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const known = (AUTH_PROVIDERS as readonly string[]).includes(provider);
      if (!known || config.oidcProviders[provider as keyof Config['oidcProviders']] === undefined) {
        return reply.callNotFound();
      }
      const body = request.body as Record<string, unknown>;
      const query = new URLSearchParams();
      for (const name of FORWARDED) {
        const value = body[name];
        if (typeof value === 'string' && value !== '') query.set(name, value);
      }
      // 303: the browser follows with a GET, and the form is not posted again on reload.
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(`/auth/${provider}/callback/?${query.toString()}`, 303);
    },
  );
};
