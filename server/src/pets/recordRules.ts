// Rules of pet records, checked where the schema cannot (they depend on today and on the
// pet): no date in the future, none before the pet was born, none before EARLIEST_PET_DATE.
// "Today" is the latest calendar day anywhere on Earth (UTC+14): a keeper in Tokyo enters
// tomorrow's UTC date in the morning, and that is today for them.
import { EARLIEST_PET_DATE, MAX_YEARS_AHEAD } from '@contract/pets/petLimits';
import type { FieldErrors } from '../errors/HttpError';

const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of a moment in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The latest day it is anywhere now: the newest date a record may carry. */
export function latestToday(now: Date): string {
  return isoDay(new Date(now.getTime() + LATEST_OFFSET_MS));
}

/** The furthest day ahead a due date may be. */
export function latestDueDay(now: Date): string {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_YEARS_AHEAD);
  return isoDay(limit);
}

const attribute = (field: string) => field.split('.').pop()!.replace(/_/g, ' ');

/** Collects Laravel-style messages of rules the schemas cannot express (dotted names for list items). */
export class RecordRules {
  readonly errors: FieldErrors = {};

  constructor(private readonly now: Date) {}

  private add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /** Not after today, not before EARLIEST_PET_DATE, and (when known) not before `birthDate`. */
  past(field: string, value: string | null | undefined, birthDate?: string | null): void {
    if (value === null || value === undefined) return;
    if (value > latestToday(this.now)) {
      this.add(field, `The ${attribute(field)} must be a date before or equal to today.`);
    } else if (value < EARLIEST_PET_DATE) {
      this.add(field, `The ${attribute(field)} must be a date after ${EARLIEST_PET_DATE}.`);
    } else if (birthDate && value < birthDate) {
      this.add(field, `The ${attribute(field)} must be a date after or equal to the birth date.`);
    }
  }

  /** On or after `earliest` (another field of the same record) and within MAX_YEARS_AHEAD. */
  from(
    field: string,
    value: string | null | undefined,
    earliest: string | null | undefined,
    earliestField: string,
  ): void {
    if (value === null || value === undefined) return;
    if (earliest && value < earliest) {
      this.add(
        field,
        `The ${attribute(field)} must be a date after or equal to ${attribute(earliestField)}.`,
      );
    } else if (value < EARLIEST_PET_DATE) {
      this.add(field, `The ${attribute(field)} must be a date after ${EARLIEST_PET_DATE}.`);
    } else if (value > latestDueDay(this.now)) {
      this.add(field, `The ${attribute(field)} must be within ${MAX_YEARS_AHEAD} years.`);
    }
  }

  fail(field: string, message: string): void {
    this.add(field, message);
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}
