// Calendar dates of a pet (YYYY-MM-DD, as the API sends them), shared by the app and the health
// report: today's date where the keeper is, ages, and the birth date an "about 3 years old"
// stands for.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return { year, month, day };
}

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** Today's date in the keeper's own time zone. */
export function todayIso(now: Date = new Date()): string {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole months from `from` to `to` (a month counts once its day of the month is reached). */
export function monthsBetween(from: string, to: string): number | null {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return null;
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  // Born on the 31st: the month is complete on the last day of a shorter month.
  const dayReached = b.day >= Math.min(a.day, daysInMonth(b.year, b.month));
  if (!dayReached) months -= 1;
  return months;
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number | null {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return null;
  const ms = Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day);
  return Math.round(ms / 86_400_000);
}

/** `date` moved by whole months (the day clamped to the month's last day). */
export function addMonths(date: string, months: number): string | null {
  const parsed = parseIsoDate(date);
  if (!parsed) return null;
  const total = parsed.year * 12 + (parsed.month - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return formatIsoDate({ year, month, day: Math.min(parsed.day, daysInMonth(year, month)) });
}

export interface PetAge {
  years: number;
  /** Months past the whole years. */
  months: number;
  /** Under a month old: whole weeks. */
  weeks: number;
}

/** The age on `today` of a pet born on `birthDate`; null for a date in the future. */
export function petAge(birthDate: string, today: string): PetAge | null {
  const months = monthsBetween(birthDate, today);
  const days = daysBetween(birthDate, today);
  if (months === null || days === null || days < 0) return null;
  return { years: Math.floor(months / 12), months: months % 12, weeks: Math.floor(days / 7) };
}

/** The birth date an estimated age stands for ("about 3 years and 2 months" on `today`). */
export function estimatedBirthDate(years: number, months: number, today: string): string | null {
  if (!Number.isInteger(years) || !Number.isInteger(months) || years < 0 || months < 0) return null;
  return addMonths(today, -(years * 12 + months));
}
