import {
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatTime,
  relativeTimeFormat,
} from './dates';

describe('formatDate (calendar dates)', () => {
  it('writes the day in the page language, in each style', () => {
    expect(formatDate('2026-03-12', 'en-GB')).toBe('12 Mar 2026');
    expect(formatDate('2026-03-12', 'en-GB', 'long')).toBe('12 March 2026');
    expect(formatDate('2026-03-12', 'en-GB', 'short')).toBe('Mar 26');
    expect(formatDate('2026-03-12', 'ja', 'long')).toBe('2026年3月12日');
  });

  it('keeps the day of a UTC timestamp, whatever the time', () => {
    expect(formatDate('2026-03-12T23:59:00.000Z', 'en-GB')).toBe('12 Mar 2026');
  });

  it('gives unreadable text back as it is', () => {
    expect(formatDate('soon', 'en-GB')).toBe('soon');
  });
});

describe('moments', () => {
  it('writes the date with the time, and the time alone', () => {
    const at = '2026-03-12T14:05:00.000Z';
    const local = new Date(at);
    const time = `${String(local.getHours()).padStart(2, '0')}:05`;
    expect(formatDateTime(at, 'en-GB')).toBe(`${local.getDate()} Mar 2026, ${time}`);
    expect(formatTime(at, 'en-GB')).toBe(time);
  });

  it('gives unreadable text back as it is', () => {
    expect(formatDateTime('', 'en-GB')).toBe('');
    expect(formatTime('later', 'ja')).toBe('later');
  });
});

describe('formatters', () => {
  it('are made once per language and options, and reused', () => {
    const options = { month: 'short', day: 'numeric' } as const;
    expect(dateTimeFormat('ja', { ...options })).toBe(dateTimeFormat('ja', { ...options }));
    expect(dateTimeFormat('ja', options)).not.toBe(dateTimeFormat('en', options));
    expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(
      relativeTimeFormat('en', { numeric: 'auto' }),
    );
  });
});
