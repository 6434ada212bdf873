// The routes that may answer 429, and why: the one list the OpenAPI document takes its 429
// answers from (openapi/operationRules.ts). The OpenAPI tests check every line names a real route;
// the rate limiter counts inside the caller's transaction and does not see the route, so a new
// limit must be added here by hand (the root README's recipe for adding a feature says so).
//
// Adding a rate limit: add its route here (a `METHOD /path` key in fastify's syntax, the prefix
// included) with a sentence on what is counted.

export const RATE_LIMITED_ROUTES: Readonly<Record<string, string>> = {
  'POST /api/login': 'Failed sign-ins are counted per e-mail address and per client address.',
  'POST /api/recover-password':
    'Recovery requests are counted per e-mail address and per client address.',
  'POST /api/send-verification-sms':
    'Verification texts are counted per user and per client address.',
  'POST /api/contact': 'Accepted messages are counted per client address and hour.',
  'POST /api/keeper/threads/:id/messages':
    'Symptom-checker messages are counted per keeper and minute, and per day for pets without a subscription.',
  'POST /api/keeper/pets/:id/chat':
    'Symptom-checker messages are counted per keeper and minute, and per day for pets without a subscription.',
  'POST /api/keeper/pets/:id/reports': 'Health reports are counted per keeper and day.',
  'POST /api/account/deletion': 'Wrong passwords are counted per user.',
};

/** The key of a route in RATE_LIMITED_ROUTES (a HEAD route follows its GET). */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/** Why the route may answer 429, or undefined when it never does. */
export function rateLimitOf(method: string, url: string): string | undefined {
  return RATE_LIMITED_ROUTES[routeKey(method, url)];
}
