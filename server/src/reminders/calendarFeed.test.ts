// The calendar feed's text rules (RFC 5545): escaping and folding.
import { calendarText, escapeText, foldLine } from './calendarFeed';

describe('calendar text', () => {
  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ワクチン'.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes CRLF lines, one VEVENT per reminder with its RRULE', () => {
    const text = calendarText('petcare.test', 'PetCare reminders', [
      {
        id: 7,
        petName: 'Rex',
        title: 'Drops',
        notes: null,
        dueAt: new Date('2026-06-01T09:00:00Z'),
        repeat: 'quarterly',
        updatedAt: new Date('2026-05-01T10:11:12Z'),
      },
    ]);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//PetCare//Reminders//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:PetCare reminders',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VEVENT',
      'UID:reminder-7@petcare.test',
      'DTSTAMP:20260501T101112Z',
      'DTSTART:20260601T090000Z',
      'DURATION:PT15M',
      'SUMMARY:Rex: Drops',
      'RRULE:FREQ=MONTHLY;INTERVAL=3',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
