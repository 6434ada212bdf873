/**
 * pusher-js's connection manager, as far as the watchdog uses it. `retryIn(0)` is what pusher-js
 * itself does when the browser comes back online: drop the attempt under way and connect anew.
 */
export interface RetryableConnection {
  state: string;
  bind(event: 'state_change', callback: (change: { current: string }) => void): void;
  unbind(event: 'state_change', callback: (change: { current: string }) => void): void;
}

interface WithRetry {
  retryIn(delayMs: number): void;
}

/** Wait before forced attempt n (0-based): every second for ten seconds, then less often. */
export function reconnectDelayMs(attempt: number, random: number): number {
  const base = attempt < 10 ? 1000 : attempt < 20 ? 3000 : 10_000;
  // ±30%, so clients cut off together do not all come back in the same instant.
  return Math.round(base * (0.7 + 0.6 * random));
}

/**
 * Fast reconnection after the server went away (a restart, a deploy). pusher-js waits out a 15 s
 * timeout after a refused connection before it tries again (its default strategy's first
 * timeout, not configurable), so an API restart of a few seconds costs 15 s or more. While the
 * connection is not up, this asks pusher-js to try again about every second (then less often),
 * starting a second after the connection was lost: a healthy connection takes well under that.
 * Returns a function that stops it.
 */
export function watchReconnect(
  connection: RetryableConnection,
  random: () => number = Math.random,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    timer = setTimeout(
      () => {
        timer = null;
        if (connection.state !== 'connecting' && connection.state !== 'unavailable') return;
        attempt += 1;
        (connection as unknown as WithRetry).retryIn(0);
        schedule();
      },
      reconnectDelayMs(attempt, random()),
    );
  };
  const onChange = ({ current }: { current: string }) => {
    if (current === 'connecting' || current === 'unavailable') {
      if (timer === null) schedule();
    } else {
      clear();
      attempt = 0;
    }
  };
  connection.bind('state_change', onChange);
  // pusher-js starts connecting in its constructor: a server that is down at page load counts.
  onChange({ current: connection.state });
  return () => {
    clear();
    connection.unbind('state_change', onChange);
  };
}
