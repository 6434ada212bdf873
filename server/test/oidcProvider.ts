// Starts oidcProviderProcess.mjs (a real oidc-provider on loopback) and drives a browser's part of
// the authorization code flow: follow redirects with cookies until the provider sends the browser
// back to our callback page.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { withinLimit } from './readiness';

export interface TestOidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

export async function startOidcProvider(input: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Sign-in and consent pages a browser fills in (see oidcProviderProcess.mjs). */
  interactive?: boolean;
}): Promise<TestOidcProvider> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, 'oidcProviderProcess.mjs')],
    {
      env: {
        ...process.env,
        OIDC_CLIENT_ID: input.clientId,
        OIDC_CLIENT_SECRET: input.clientSecret,
        OIDC_REDIRECT_URIS: input.redirectUris.join(','),
        OIDC_INTERACTIVE: input.interactive ? '1' : '',
      },
      // Its stderr holds start-up warnings (development keys, in-memory adapter, Node version):
      // expected here, shown only if it fails to start.
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const issuer = await withinLimit(
    'the OpenID Connect provider (oidcProviderProcess.mjs) to print its issuer',
    new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
      child.once('exit', (code) =>
        reject(new Error(`oidc provider exited with ${code}: ${stderr}`)),
      );
    }),
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Plays the browser: GET the authorization URL and follow the provider's redirects (keeping its
 * cookies) until it redirects to the redirect URI; returns that final URL.
 */
export async function followToCallback(
  authorizationUrl: string,
  callbackPrefix: string,
): Promise<URL> {
  const answer = await browseProvider(authorizationUrl, callbackPrefix);
  if (answer.method !== 'GET') throw new Error(`the provider posted to ${answer.url.href}`);
  return answer.url;
}

/**
 * The same for response_mode=form_post: the provider's last page is a form that posts to the
 * redirect URI; returns its fields.
 */
export async function followToFormPost(
  authorizationUrl: string,
  callbackPrefix: string,
): Promise<Record<string, string>> {
  const answer = await browseProvider(authorizationUrl, callbackPrefix);
  if (answer.method !== 'POST') throw new Error(`the provider redirected to ${answer.url.href}`);
  return answer.fields;
}

type ProviderAnswer =
  { method: 'GET'; url: URL } | { method: 'POST'; url: URL; fields: Record<string, string> };

/** oidc-provider's form_post page: <form method="post" action="…"> with hidden inputs. */
function formPostOf(html: string): { action: string; fields: Record<string, string> } | null {
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html)?.[1];
  if (!action) return null;
  const fields: Record<string, string> = {};
  for (const input of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)) {
    fields[input[1]!] = input[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

async function browseProvider(authorizationUrl: string, callbackPrefix: string) {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(callbackPrefix))
      return { method: 'GET', url: new URL(url) } as ProviderAnswer;
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (!location) {
      const body = await res.text();
      const form = res.status === 200 ? formPostOf(body) : null;
      if (form?.action.startsWith(callbackPrefix)) {
        return { method: 'POST', url: new URL(form.action), fields: form.fields } as ProviderAnswer;
      }
      throw new Error(`provider stopped at ${url} with ${res.status}: ${body}`);
    }
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}
