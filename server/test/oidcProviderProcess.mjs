// A real OpenID Connect provider (oidc-provider 9) for the sign-in tests, run as its own Node
// process (it is an ES module with many dependencies; jest need not load it). It listens on a
// free loopback port and prints {"issuer": "..."} as its first line.
// Server tests: interactions finish by themselves (the account is the `login_hint` of the
// authorization request, and consent is granted).
// OIDC_INTERACTIVE=1 (the browser journeys): a sign-in page (any account name: <name>@example.com,
// verified) and a consent page, each with a Cancel button that answers access_denied.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const INTERACTIVE = process.env.OIDC_INTERACTIVE === '1';

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
  // `name` is Apple's scope for the name (the journeys' and tests' Apple asks for it).
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name'],
    name: ['name'],
  },
  // Put the requested claims into the ID token, which is all the app reads.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  cookies: { keys: ['petcare-test-cookie-key'] },
  findAccount: (_ctx, id) => {
    const claims = ACCOUNTS[id] ?? (INTERACTIVE ? journeyAccount(id) : undefined);
    return claims ? { accountId: id, claims: () => ({ sub: id, ...claims }) } : undefined;
  },
});

/** Any plain account name works in the journeys: each run signs in as someone new. */
function journeyAccount(id) {
  if (!/^[a-z0-9][a-z0-9-]{0,60}$/.test(id)) return undefined;
  return {
    email: `${id}@example.com`,
    email_verified: true,
    name: `${id[0].toUpperCase()}${id.slice(1).split('-')[0]}`,
  };
}

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} – Test provider</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The consent prompt answered yes: every scope the client asked for is granted. */
async function consentTo(details) {
  const grant = new provider.Grant({
    accountId: details.session.accountId,
    clientId: details.params.client_id,
  });
  grant.addOIDCScope(String(details.params.scope));
  return { consent: { grantId: await grant.save() } };
}

/** Ends the interaction with its result and sends the browser back to the client. */
async function finish(ctx, result, mergeWithLastSubmission) {
  const redirectTo = await provider.interactionResult(ctx.req, ctx.res, result, {
    mergeWithLastSubmission,
  });
  ctx.status = 303;
  ctx.redirect(redirectTo);
}

async function interactive(ctx, uid, action) {
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  const cancel = `<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>`;
  if (ctx.method === 'GET' && action === undefined) {
    ctx.type = 'html';
    ctx.body =
      details.prompt.name === 'login'
        ? page(
            'Sign in to the test provider',
            `<form method="post" action="/interaction/${uid}/login"><label for="login">Account name</label> <input id="login" name="login" autocomplete="username" required> <button type="submit">Sign in</button></form>${cancel}`,
          )
        : page(
            'Allow access',
            `<p>${escapeHtml(details.params.client_id)} asks for your e-mail address and name.</p><form method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>${cancel}`,
          );
    return;
  }
  if (ctx.method !== 'POST') return;
  let result;
  if (action === 'abort') {
    result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
  } else if (action === 'login') {
    const login = (await readForm(ctx.req)).get('login')?.trim().toLowerCase() ?? '';
    if (!journeyAccount(login) && !ACCOUNTS[login]) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = page('Unknown account', '<p>Use letters, digits and dashes.</p>');
      return;
    }
    result = { login: { accountId: login } };
  } else {
    result = await consentTo(details);
  }
  await finish(ctx, result, action !== 'abort');
}

provider.use(async (ctx, next) => {
  if (INTERACTIVE) {
    const step = /^\/interaction\/([^/]+)(?:\/(login|confirm|abort))?$/.exec(ctx.path);
    return step ? interactive(ctx, step[1], step[2]) : next();
  }
  const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
  if (!match) return next();
  const details = await provider.interactionDetails(ctx.req, ctx.res);
  let result;
  if (details.prompt.name === 'login') {
    result = { login: { accountId: String(details.params.login_hint ?? 'alice') } };
  } else {
    result = await consentTo(details);
  }
  await finish(ctx, result, true);
});

server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
