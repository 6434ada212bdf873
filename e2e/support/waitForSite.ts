import type { FullConfig } from '@playwright/test';

// The server answers /api/health at once and builds the site in the background. An older build
// may still be served meanwhile, so wait for the server to say the current build is ready.
export default async function waitForSite(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('baseURL missing');
  // A busy shared machine can take longer than the default five minutes (README settings).
  const timeout = Number(process.env.E2E_SITE_TIMEOUT_MS) || 300_000;
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseURL}/`).catch(() => null);
    if (res?.status === 200 && res.headers.get('x-site-build') === 'ready') return;
    if (res?.headers.get('x-site-build') === 'failed') {
      throw new Error('The site build failed; see the server output above.');
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`The site was not built within ${Math.round(timeout / 60_000)} minutes.`);
}
