// The HMAC-SHA256 signatures of the Pusher protocol, shared by the embedded server (which checks
// them) and /broadcasting (which issues them), so both sides cannot drift apart.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

export function md5Hex(body: Buffer | string): string {
  return createHash('md5').update(body).digest('hex');
}

/** Constant-time comparison of two hex strings (a length mismatch is simply false). */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `auth` of pusher:subscribe: key:HMAC(socket_id:channel[:channel_data]). */
export function channelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const text =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${hmacHex(secret, text)}`;
}

/** `auth` of pusher:signin: key:HMAC(socket_id::user::user_data). */
export function userAuth(key: string, secret: string, socketId: string, userData: string): string {
  return `${key}:${hmacHex(secret, `${socketId}::user::${userData}`)}`;
}

/** Checks a `key:signature` pair against the expected one in constant time. */
export function authMatches(given: unknown, expected: string): boolean {
  return typeof given === 'string' && sameHex(given, expected);
}
