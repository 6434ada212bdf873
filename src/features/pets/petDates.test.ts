import {
  addMonths,
  estimatedBirthDate,
  monthsBetween,
  parseIsoDate,
  petAge,
  todayIso,
} from './petDates';

describe('pet dates', () => {
  it('reads real calendar days only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-13-01')).toBeNull();
    expect(parseIsoDate('25-1-1')).toBeNull();
  });

  it("counts a month once its day is reached, a 31st's month on a shorter month's last day", () => {
    expect(monthsBetween('2026-01-15', '2026-02-14')).toBe(0);
    expect(monthsBetween('2026-01-15', '2026-02-15')).toBe(1);
    expect(monthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(monthsBetween('2024-01-31', '2024-02-28')).toBe(0);
    expect(monthsBetween('2024-01-31', '2024-02-29')).toBe(1);
  });

  it('gives the age in years and months, and weeks for the very young', () => {
    expect(petAge('2021-04-02', '2026-11-23')).toEqual({ years: 5, months: 7, weeks: 294 });
    expect(petAge('2026-11-01', '2026-11-23')).toEqual({ years: 0, months: 0, weeks: 3 });
    expect(petAge('2027-01-01', '2026-11-23')).toBeNull();
  });

  it('turns "about 3 years and 2 months" into the birth date it stands for', () => {
    expect(estimatedBirthDate(3, 2, '2026-11-23')).toBe('2023-09-23');
    expect(estimatedBirthDate(0, 1, '2026-03-31')).toBe('2026-02-28');
    expect(estimatedBirthDate(-1, 0, '2026-03-31')).toBeNull();
    expect(addMonths('2026-11-23', 120)).toBe('2036-11-23');
  });

  it("takes today's date where the keeper is", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
