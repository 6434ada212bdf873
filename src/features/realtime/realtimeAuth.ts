import type { EchoOptions } from 'laravel-echo';
import type { RealtimeConfig } from './realtimeConfig';

/**
 * User data from the user-auth endpoint must parse as JSON and carry a non-empty string id
 * (spec.md section 5); anything else is refused before it is sent to the socket.
 */
export function validUserData(userData: unknown): boolean {
  if (typeof userData !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(userData);
    if (typeof parsed !== 'object' || parsed === null) return false;
    const { id } = parsed as { id?: unknown };
    return typeof id === 'string' && id !== '';
  } catch {
    return false;
  }
}

/**
 * Both auth requests go through fetch with the headers of every API call (the API may live on
 * another origin than the page; the user data is checked before the socket sees it).
 */
export function authOptions(
  config: RealtimeConfig,
  headers: () => Record<string, string>,
): Pick<EchoOptions<'pusher'>, 'channelAuthorization' | 'userAuthentication'> {
  return {
    channelAuthorization: {
      endpoint: config.authEndpoint,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        postForm(config.authEndpoint, { socket_id: socketId, channel_name: channelName }, headers)
          .then((body) => {
            if (typeof body.auth !== 'string')
              throw new Error('Channel authorization without auth');
            callback(null, {
              auth: body.auth,
              channel_data: typeof body.channel_data === 'string' ? body.channel_data : undefined,
            });
          })
          .catch((error: unknown) => callback(asError(error), null));
      },
    },
    userAuthentication: {
      // Echo writes its headers here; the handler makes the request itself.
      endpoint: config.userAuthEndpoint,
      headers: {},
      customHandler: ({ socketId }, callback) => {
        postForm(config.userAuthEndpoint, { socket_id: socketId }, headers)
          .then((body) => {
            if (typeof body.auth !== 'string' || !validUserData(body.user_data)) {
              throw new Error(
                `User authentication returned unusable user data (it must be JSON with a non-empty string id): ${String(body.user_data)}`,
              );
            }
            callback(null, { auth: body.auth, user_data: body.user_data as string });
          })
          .catch((error: unknown) => callback(asError(error), null));
      },
    },
  };
}

/** POSTs a form as pusher-js would, with the API's headers; the JSON answer or an error. */
async function postForm(
  endpoint: string,
  params: Record<string, string>,
  headers: () => Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      ...headers(),
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(params).toString(),
  });
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${endpoint} answered no object`);
  return body as Record<string, unknown>;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
