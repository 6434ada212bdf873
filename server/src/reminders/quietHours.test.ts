// When a due reminder may leave the app, read in the keeper's time zone.
import { DEFAULT_QUIET, localMinutes, sendTime } from './quietHours';

const at = (iso: string) => new Date(iso);

describe('sendTime', () => {
  it('sends at once outside the quiet hours', () => {
    // 12:00 in Tokyo.
    expect(sendTime(at('2026-06-01T03:00:00Z'), 'Asia/Tokyo', DEFAULT_QUIET)).toEqual(
      at('2026-06-01T03:00:00Z'),
    );
  });

  it('waits from a night-time due until the morning, across midnight', () => {
    // 23:30 and 03:00 in Tokyo both wait for 08:00 the next morning (23:00 UTC).
    expect(sendTime(at('2026-06-01T14:30:00Z'), 'Asia/Tokyo', DEFAULT_QUIET)).toEqual(
      at('2026-06-01T23:00:00Z'),
    );
    expect(sendTime(at('2026-06-01T18:00:00Z'), 'Asia/Tokyo', DEFAULT_QUIET)).toEqual(
      at('2026-06-01T23:00:00Z'),
    );
  });

  it('reads quiet hours that do not cross midnight, and none when start equals end', () => {
    const lunch = { start: 12 * 60, end: 13 * 60 };
    expect(sendTime(at('2026-06-01T12:15:00Z'), 'UTC', lunch)).toEqual(at('2026-06-01T13:00:00Z'));
    expect(sendTime(at('2026-06-01T11:59:00Z'), 'UTC', lunch)).toEqual(at('2026-06-01T11:59:00Z'));
    const none = { start: 0, end: 0 };
    expect(sendTime(at('2026-06-01T03:00:00Z'), 'UTC', none)).toEqual(at('2026-06-01T03:00:00Z'));
  });

  it('ends the quiet hours at the local time on the night the clocks change', () => {
    // London springs forward on 2026-03-29 at 01:00 UTC: 08:00 local is 07:00 UTC that morning.
    expect(sendTime(at('2026-03-29T00:30:00Z'), 'Europe/London', DEFAULT_QUIET)).toEqual(
      at('2026-03-29T07:00:00Z'),
    );
    // New York falls back on 2026-11-01: 08:00 local is 13:00 UTC that morning.
    expect(sendTime(at('2026-11-01T04:30:00Z'), 'America/New_York', DEFAULT_QUIET)).toEqual(
      at('2026-11-01T13:00:00Z'),
    );
  });

  it('reads an unknown zone as UTC', () => {
    expect(localMinutes(at('2026-06-01T10:20:00Z'), 'Not/AZone')).toBe(10 * 60 + 20);
  });
});
