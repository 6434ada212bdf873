// The keeper's private calendar feed (RFC 5545): each reminder not done is a VEVENT at its due
// time, a repeating one with its RRULE, so Google or Apple Calendar show the whole series. Texts
// are escaped (backslash, semicolon, comma, new line) and lines folded at 75 octets without
// splitting a UTF-8 character; lines end in CRLF.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ReminderRepeat } from '@contract/schemas/petReminders';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { pets } from '../pets';
import { reminders } from './reminderTables';

const RRULES: Readonly<Record<Exclude<ReminderRepeat, 'none'>, string>> = {
  daily: 'FREQ=DAILY',
  weekly: 'FREQ=WEEKLY',
  monthly: 'FREQ=MONTHLY',
  quarterly: 'FREQ=MONTHLY;INTERVAL=3',
  yearly: 'FREQ=YEARLY',
};

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function stamp(at: Date): string {
  return `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

export interface FeedReminder {
  id: number;
  petName: string;
  title: string;
  notes: string | null;
  dueAt: Date;
  repeat: ReminderRepeat;
  updatedAt: Date;
}

export function calendarText(host: string, name: string, items: readonly FeedReminder[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PetCare//Reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    // Calendar apps poll a subscribed feed; ask for hourly (many poll less often anyway).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const item of items) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:reminder-${item.id}@${host}`,
      `DTSTAMP:${stamp(item.updatedAt)}`,
      `DTSTART:${stamp(item.dueAt)}`,
      'DURATION:PT15M',
      `SUMMARY:${escapeText(`${item.petName}: ${item.title}`)}`,
    );
    if (item.notes) lines.push(`DESCRIPTION:${escapeText(item.notes)}`);
    if (item.repeat !== 'none') lines.push(`RRULE:${RRULES[item.repeat]}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The feed of a keeper: their pets' reminders not done, soonest first. */
export async function keeperCalendar(
  db: Database,
  userId: number,
  publicUrl: string,
): Promise<string> {
  const rows = await db
    .select({
      id: reminders.id,
      petName: pets.name,
      title: reminders.title,
      notes: reminders.notes,
      dueAt: reminders.dueAt,
      repeat: reminders.repeat,
      updatedAt: reminders.updatedAt,
    })
    .from(reminders)
    .innerJoin(pets, eq(pets.id, reminders.petId))
    .where(and(eq(pets.userId, userId), isNull(reminders.doneAt)))
    .orderBy(asc(reminders.dueAt), asc(reminders.id));
  const [user] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const host = new URL(publicUrl).hostname;
  return calendarText(
    host,
    user?.language === 'jp' ? 'PetCareのリマインダー' : 'PetCare reminders',
    rows,
  );
}
