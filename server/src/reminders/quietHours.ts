// When a due reminder may leave the app: not during the keeper's quiet hours, read in their time
// zone. A reminder due at 03:00 local waits for the end of the quiet hours (08:00 by default).
import { DEFAULT_QUIET_END, DEFAULT_QUIET_START } from '@contract/schemas/reminderChannels';

export const DEFAULT_TIME_ZONE = 'UTC';
const DAY_MINUTES = 24 * 60;

export function clockToMinutes(clock: string): number {
  const [hours = '0', minutes = '0'] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const DEFAULT_QUIET = {
  start: clockToMinutes(DEFAULT_QUIET_START),
  end: clockToMinutes(DEFAULT_QUIET_END),
};

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes after local midnight of `at` in `zone` (an unknown zone reads as UTC). */
export function localMinutes(at: Date, zone: string): number {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return Number(parts.hour) * 60 + Number(parts.minute);
}

function inQuiet(minutes: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/**
 * `now` when it is outside the quiet hours, else the moment the local clock reads their end.
 * Across a daylight-saving change the first guess is an hour off: it is corrected by how far the
 * local clock is from the end, and a local time that does not exist that night (a gap) moves to
 * the first minute after it.
 */
export function sendTime(now: Date, zone: string, quiet: { start: number; end: number }): Date {
  const local = localMinutes(now, zone);
  if (!inQuiet(local, quiet.start, quiet.end)) return now;
  const wait = (quiet.end - local + DAY_MINUTES) % DAY_MINUTES;
  let at = new Date(now.getTime() + wait * 60_000);
  at.setUTCSeconds(0, 0);
  const off = ((localMinutes(at, zone) - quiet.end + DAY_MINUTES + 720) % DAY_MINUTES) - 720;
  if (off !== 0) {
    const corrected = new Date(at.getTime() - off * 60_000);
    if (corrected > now) at = corrected;
  }
  for (
    let step = 0;
    step < 180 && inQuiet(localMinutes(at, zone), quiet.start, quiet.end);
    step++
  ) {
    at = new Date(at.getTime() + 60_000);
  }
  return at;
}
