// The weight chart's time axis: ticks on whole days, months or years depending on the range the
// weights span, each labelled at that grain ("Oct 5" / 「10月5日」; "Mar", with the year on the
// first tick and where a year starts; "2026" / 「2026年」), so no two neighbouring ticks read the
// same (a month-and-two-digit-year label read "Oct 26, Oct 26, Nov 26" on a few weeks).

import { dateTimeFormat } from '../../i18n/dates';

const DAY = 86_400_000;
/** At most this many ticks, so the labels fit a phone-width chart. */
const MAX_TICKS = 6;

export interface AxisTick {
  /** Milliseconds at 00:00 UTC of the tick's day (the chart's x values are calendar days). */
  value: number;
  label: string;
}

type Grain = 'day' | 'month' | 'year';

/** The days are calendar days at 00:00 UTC: labelled in UTC so no time zone moves them. */
function formatter(bcp47: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(bcp47, { timeZone: 'UTC', ...options });
}

/** Every `step`-th of `candidates`, the smallest step that keeps them to MAX_TICKS. */
function thinned<T>(candidates: readonly T[], steps: readonly number[]): T[] {
  const step =
    steps.find((n) => Math.ceil(candidates.length / n) <= MAX_TICKS) ?? steps[steps.length - 1]!;
  return candidates.filter((_, i) => i % step === 0);
}

/** Which grain the axis uses for a range of `days`. */
export function axisGrain(days: number): Grain {
  if (days <= 62) return 'day';
  if (days <= 2 * 366) return 'month';
  return 'year';
}

/** Ticks between `min` and `max` (ms at 00:00 UTC), labelled in `bcp47`; neighbours differ. */
export function weightAxisTicks(min: number, max: number, bcp47: string): AxisTick[] {
  const days = Math.round((max - min) / DAY);
  const grain = axisGrain(days);
  let ticks: AxisTick[];
  if (grain === 'day') {
    const format = formatter(bcp47, { day: 'numeric', month: 'short' });
    const all = Array.from({ length: days + 1 }, (_, i) => min + i * DAY);
    ticks = thinned(all, [1, 2, 3, 7, 14]).map((value) => ({ value, label: format.format(value) }));
  } else if (grain === 'month') {
    const starts: number[] = [];
    const from = new Date(min);
    for (let m = from.getUTCFullYear() * 12 + from.getUTCMonth(); ; m++) {
      const value = Date.UTC(Math.floor(m / 12), m % 12, 1);
      if (value > max) break;
      if (value >= min) starts.push(value);
    }
    const bare = formatter(bcp47, { month: 'short' });
    const withYear = formatter(bcp47, { month: 'short', year: 'numeric' });
    // The year is written on the first tick and where a new year starts.
    ticks = thinned(starts, [1, 2, 3, 6, 12]).map((value, i, kept) => {
      const year = new Date(value).getUTCFullYear();
      const newYear = i === 0 || new Date(kept[i - 1]!).getUTCFullYear() !== year;
      return { value, label: (newYear ? withYear : bare).format(value) };
    });
  } else {
    const starts: number[] = [];
    for (let y = new Date(min).getUTCFullYear(); ; y++) {
      const value = Date.UTC(y, 0, 1);
      if (value > max) break;
      if (value >= min) starts.push(value);
    }
    const format = formatter(bcp47, { year: 'numeric' });
    ticks = thinned(starts, [1, 2, 5, 10, 20, 50]).map((value) => ({
      value,
      label: format.format(value),
    }));
  }
  // Two neighbouring ticks with one label would read as a repeated date: keep the first.
  return ticks.filter((tick, i) => i === 0 || ticks[i - 1]!.label !== tick.label);
}
