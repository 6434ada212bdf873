import { reconnectDelayMs, watchReconnect, type RetryableConnection } from './reconnectWatchdog';

/** pusher-js's connection manager as the watchdog sees it: a state, its changes, retryIn. */
class Connection implements RetryableConnection {
  state = 'connecting';
  retries = 0;
  private listeners: ((change: { current: string }) => void)[] = [];
  bind(_event: 'state_change', callback: (change: { current: string }) => void) {
    this.listeners.push(callback);
  }
  unbind(_event: 'state_change', callback: (change: { current: string }) => void) {
    this.listeners = this.listeners.filter((l) => l !== callback);
  }
  retryIn() {
    this.retries += 1;
  }
  become(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener({ current: state });
  }
}

describe('watchReconnect', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for a new attempt about every second while the connection is down, then stops', () => {
    const connection = new Connection();
    const stop = watchReconnect(connection, () => 0.5);
    connection.become('connected');
    jest.advanceTimersByTime(5000);
    expect(connection.retries).toBe(0);

    connection.become('connecting');
    jest.advanceTimersByTime(999);
    expect(connection.retries).toBe(0);
    jest.advanceTimersByTime(1);
    expect(connection.retries).toBe(1);
    connection.become('unavailable');
    jest.advanceTimersByTime(3000);
    expect(connection.retries).toBe(4);

    connection.become('connected');
    jest.advanceTimersByTime(10_000);
    expect(connection.retries).toBe(4);
    stop();
    connection.become('connecting');
    jest.advanceTimersByTime(10_000);
    expect(connection.retries).toBe(4);
  });

  it('also helps the first connection when the server is down at page load', () => {
    const connection = new Connection();
    const stop = watchReconnect(connection, () => 0.5);
    jest.advanceTimersByTime(1000);
    expect(connection.retries).toBe(1);
    stop();
  });

  it('waits longer after ten attempts, with jitter', () => {
    expect(reconnectDelayMs(0, 0.5)).toBe(1000);
    expect(reconnectDelayMs(9, 0)).toBe(700);
    expect(reconnectDelayMs(10, 1)).toBe(3900);
    expect(reconnectDelayMs(25, 0.5)).toBe(10_000);
  });
});
