// When a repeating reminder comes back. Steps are counted from the first due date (so a reminder
// due on the 31st is due on the last day of shorter months and back on the 31st after), and a
// reminder done late skips the occurrences already past: the next one is the first after it was
// done, keeping the schedule's day.
import type { ReminderRepeat } from '@contract/schemas/petReminders';

const DAY_MS = 24 * 60 * 60 * 1000;

const STEPS: Readonly<Record<Exclude<ReminderRepeat, 'none'>, { days?: number; months?: number }>> =
  {
    daily: { days: 1 },
    weekly: { days: 7 },
    monthly: { months: 1 },
    quarterly: { months: 3 },
    yearly: { months: 12 },
  };

/** `date` plus whole months in UTC, the day clamped to the month's last (Jan 31 + 1 → Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The first occurrence after `after` (and after `dueAt`), or null for a one-off reminder. */
export function nextOccurrence(dueAt: Date, repeat: ReminderRepeat, after: Date): Date | null {
  if (repeat === 'none') return null;
  const step = STEPS[repeat];
  const at = (k: number) =>
    step.days !== undefined
      ? new Date(dueAt.getTime() + k * step.days * DAY_MS)
      : addMonths(dueAt, k * (step.months ?? 0));
  let k = 1;
  if (step.days !== undefined && after > dueAt) {
    // Jump close to `after` at once: a daily reminder done years late needs no loop of years.
    k = Math.max(1, Math.floor((after.getTime() - dueAt.getTime()) / (step.days * DAY_MS)));
  }
  while (at(k) <= after) k += 1;
  return at(k);
}
