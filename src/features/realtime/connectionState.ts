/** The three connection states the app shows. */
export type ConnectionState = 'connected' | 'connecting' | 'disconnected';

/**
 * pusher-js states, reduced to the three the app shows (spec.md section 4). "unavailable" means
 * pusher-js is still retrying, so it counts as connecting; "failed" and "initialized" as
 * disconnected.
 */
export function connectionStateOf(pusherState: string): ConnectionState {
  if (pusherState === 'connected') return 'connected';
  if (pusherState === 'connecting' || pusherState === 'unavailable') return 'connecting';
  return 'disconnected';
}
