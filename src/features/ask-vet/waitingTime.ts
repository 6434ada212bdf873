// How long a question has waited, in the page's language ("3 h 20 min", "2 d 4 h").
export function waitingTime(since: string, now: Date, bcp47: string): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  // Japanese writes the units without spaces (3時間20分).
  const japanese = bcp47.startsWith('ja');
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(bcp47, {
      style: 'unit',
      unit: name,
      unitDisplay: japanese ? 'narrow' : 'short',
    }).format(value);
  const join = (a: string, b: string) => (japanese ? `${a}${b}` : `${a} ${b}`);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return join(unit(days, 'day'), unit(hours, 'hour'));
  if (hours > 0) return join(unit(hours, 'hour'), unit(minutes % 60, 'minute'));
  return unit(minutes, 'minute');
}
