// A real OpenID Connect provider (oidc-provider 9) for the sign-in tests, run as its own Node
// process (it is an ES module with many dependencies; jest need not load it). It listens on a
// free loopback port and prints {"issuer": "..."} as its first line. Interactions finish by
// themselves: the account is the `login_hint` of the authorization request, and consent is granted.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const ACCOUNTS = {
  alice: { email: 'alice@example.com', email_verified: true, name: 'Alice Provider' },
  demo: { email: 'demo@petcare.local', email_verified: true, name: 'Alex via provider' },
  unverified: { email: 'demo@petcare.local', email_verified: false, name: 'Mallory' },
  'no-email': { name: 'Nobody' },
};

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID,
      client_secret: process.env.OIDC_CLIENT_SECRET,
      redirect_uris: process.env.OIDC_REDIRECT_URIS.split(','),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Put the requested claims into the ID token, which is all the app reads.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['petcare-test-cookie-key'] },
  findAccount: (_ctx, id) =>
    ACCOUNTS[id] ? { accountId: id, claims: () => ({ sub: id, ...ACCOUNTS[id] }) } : undefined,
});

provider.use(async (ctx, next) => {
  const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
  if (!match) return next();
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  let result;
  if (details.prompt.name === 'login') {
    result = { login: { accountId: String(details.params.login_hint ?? 'alice') } };
  } else {
    const grant = new provider.Grant({
      accountId: details.session.accountId,
      clientId: details.params.client_id,
    });
    grant.addOIDCScope(String(details.params.scope));
    result = { consent: { grantId: await grant.save() } };
  }
  const redirectTo = await provider.interactionResult(ctx.req, ctx.res, result, {
    mergeWithLastSubmission: true,
  });
  ctx.status = 303;
  ctx.redirect(redirectTo);
});

server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
