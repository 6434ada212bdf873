import { dueAtOf, dueFieldsOf, dueInfo } from './reminderTime';

describe('reminder time', () => {
  const now = new Date(2026, 10, 23, 12, 0).getTime();
  const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0).toISOString();

  it('says where a reminder stands today', () => {
    expect(dueInfo(at(21, 9), null, now)).toEqual({ state: 'overdue', days: -2 });
    expect(dueInfo(at(23, 9), null, now)).toEqual({ state: 'overdue', days: 0 });
    expect(dueInfo(at(23, 18), null, now)).toEqual({ state: 'today', days: 0 });
    expect(dueInfo(at(28, 9), null, now)).toEqual({ state: 'soon', days: 5 });
    expect(dueInfo(at(30, 18), null, now).state).toBe('soon');
    expect(dueInfo(new Date(2026, 11, 24).toISOString(), null, now).state).toBe('later');
    expect(dueInfo(at(21, 9), at(22, 9), now).state).toBe('done');
  });

  it('sends a local date and time as an instant, and shows it back', () => {
    const iso = dueAtOf('2026-12-01', '09:30');
    expect(iso).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(dueFieldsOf(iso!)).toEqual({ date: '2026-12-01', time: '09:30' });
    expect(dueAtOf('not a date', '09:00')).toBeNull();
  });
});
