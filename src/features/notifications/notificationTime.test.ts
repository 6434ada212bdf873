import { notificationTime } from './notificationTime';

describe('notificationTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('says how long ago within a day', () => {
    expect(notificationTime('2026-11-22T11:59:40Z', now, 'en')).toBe('now');
    expect(notificationTime('2026-11-22T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(notificationTime('2026-11-22T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(notificationTime('2026-11-22T11:55:00Z', now, 'ja')).toBe('5 分前');
  });

  it('gives the date after a day, with the year only for another year', () => {
    expect(notificationTime('2026-11-02T12:00:00Z', now, 'en')).toBe('Nov 2');
    expect(notificationTime('2025-11-02T12:00:00Z', now, 'en')).toBe('Nov 2, 2025');
  });

  it('is empty without a usable time', () => {
    expect(notificationTime(undefined, now, 'en')).toBe('');
    expect(notificationTime('not a date', now, 'en')).toBe('');
  });
});
