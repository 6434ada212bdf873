// When a reminder is due, in the keeper's own time zone.

const DAY_MS = 86_400_000;

export type DueState = 'overdue' | 'today' | 'soon' | 'later' | 'done';

export interface DueInfo {
  state: DueState;
  /** Whole calendar days from today to the due day (negative: overdue). */
  days: number;
}

function localDay(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
}

/** Where a reminder stands on `now`: overdue, due today, within a week, later, or done. */
export function dueInfo(dueAt: string, doneAt: string | null, now: number): DueInfo {
  const due = Date.parse(dueAt);
  const days = localDay(due) - localDay(now);
  if (doneAt) return { state: 'done', days };
  if (due <= now) return { state: 'overdue', days };
  if (days === 0) return { state: 'today', days };
  return { state: days <= 7 ? 'soon' : 'later', days };
}

/** A local date and time ("2026-12-01", "09:00") as the ISO timestamp the API takes. */
export function dueAtOf(date: string, time: string): string | null {
  const ms = new Date(`${date}T${time || '09:00'}:00`).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The local date and time fields of a timestamp. */
export function dueFieldsOf(dueAt: string): { date: string; time: string } {
  const d = new Date(dueAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}
