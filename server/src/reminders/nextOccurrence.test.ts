import { addMonths, nextOccurrence } from './nextOccurrence';

const at = (iso: string) => new Date(iso);

describe('nextOccurrence', () => {
  it('is null for a one-off reminder', () => {
    expect(
      nextOccurrence(at('2026-01-01T09:00:00Z'), 'none', at('2026-01-01T10:00:00Z')),
    ).toBeNull();
  });

  it('steps days and weeks, keeping the time of day', () => {
    const due = at('2026-03-10T07:30:00Z');
    expect(nextOccurrence(due, 'daily', at('2026-03-10T08:00:00Z'))).toEqual(
      at('2026-03-11T07:30:00Z'),
    );
    expect(nextOccurrence(due, 'weekly', at('2026-03-09T08:00:00Z'))).toEqual(
      at('2026-03-17T07:30:00Z'),
    );
  });

  it('keeps the day of the month, clamped to shorter months (Jan 31 → Feb 28 → Mar 31)', () => {
    const due = at('2026-01-31T09:00:00Z');
    expect(nextOccurrence(due, 'monthly', at('2026-01-31T10:00:00Z'))).toEqual(
      at('2026-02-28T09:00:00Z'),
    );
    expect(nextOccurrence(due, 'monthly', at('2026-03-01T00:00:00Z'))).toEqual(
      at('2026-03-31T09:00:00Z'),
    );
    expect(
      nextOccurrence(at('2024-02-29T09:00:00Z'), 'yearly', at('2024-03-01T00:00:00Z')),
    ).toEqual(at('2025-02-28T09:00:00Z'));
    expect(
      nextOccurrence(at('2026-11-30T09:00:00Z'), 'quarterly', at('2026-12-01T00:00:00Z')),
    ).toEqual(at('2027-02-28T09:00:00Z'));
  });

  it('skips occurrences already past when done late, keeping the schedule', () => {
    const due = at('2026-01-01T09:00:00Z');
    expect(nextOccurrence(due, 'monthly', at('2026-03-15T12:00:00Z'))).toEqual(
      at('2026-04-01T09:00:00Z'),
    );
    expect(nextOccurrence(due, 'daily', at('2029-01-01T10:00:00Z'))).toEqual(
      at('2029-01-02T09:00:00Z'),
    );
  });

  it('comes after the due date when done early', () => {
    const due = at('2026-05-20T09:00:00Z');
    expect(nextOccurrence(due, 'weekly', at('2026-05-18T09:00:00Z'))).toEqual(
      at('2026-05-27T09:00:00Z'),
    );
  });

  it('adds months across years and backwards', () => {
    expect(addMonths(at('2026-12-15T00:00:00Z'), 1)).toEqual(at('2027-01-15T00:00:00Z'));
    expect(addMonths(at('2026-03-31T00:00:00Z'), -1)).toEqual(at('2026-02-28T00:00:00Z'));
    expect(addMonths(at('2026-06-01T09:00:00Z'), -24)).toEqual(at('2024-06-01T09:00:00Z'));
  });
});
