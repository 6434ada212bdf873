// Storage of one kind of editable content (news, FAQ, care places and cities, pages, promo packs)
// for the admin API: list with drafts, search and filters, get, create as draft, update, publish
// and unpublish. One generic store over the tables, which share id, status, published_at and
// timestamps. Writes return the record before and after, for the audit log; the routes run them
// in the transaction that also writes the audit entry.
import { and, count, desc, eq, ilike, or, type SQL, type Table } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '@contract/contentStatuses';
import type { AdminListQuery } from '@contract/schemas/adminContent';
import type { Database } from '../db/openDatabase';
import { ValidationError, type FieldErrors } from '../errors/HttpError';
import { containsPattern } from '../http/likePattern';

export interface StateColumns {
  id: PgColumn;
  status: PgColumn;
  publishedAt: PgColumn;
  updatedAt: PgColumn;
  /** Absent for content that carries every language in one row (promo packs). */
  locale?: PgColumn;
  /** Care places: the city they belong to (the list's city_id filter). */
  cityId?: PgColumn;
}

/** What a store writes from an input: status and published_at change only by publishing. */
export type ValuesOf<T extends Table> = Omit<T['$inferInsert'], 'status' | 'publishedAt'>;

/** A unique constraint, the column values it covers, and the field to blame. */
export interface UniqueRule<Values> {
  field: string;
  message: string;
  where: (values: Values) => SQL | undefined;
}

export interface StoreSpec<Row, Input, Values, View> {
  table: PgTable;
  columns: StateColumns;
  /** Input → column values; may throw a ValidationError (e.g. an unknown city). */
  values(db: Database, input: Input): Promise<Values>;
  unique: UniqueRule<Values>[];
  view(row: Row): View;
  /** Text columns the list's `q` searches (case-insensitive, anywhere in the text). */
  search: (PgColumn | SQL)[];
  /** false for content the public site does not show (promo packs live in the app). */
  onSite?: boolean;
}

export interface StatusChange<View> {
  view: View;
  /** The record as it was before the change (for the audit log). */
  before: View;
  /** Whether anything changed (publishing what is published changes nothing). */
  changed: boolean;
  /** Whether the public site changed: published, unpublished, or a published item edited. */
  affectsSite: boolean;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export class AdminContentStore<Row, Input, Values extends Record<string, unknown>, View> {
  constructor(private readonly deps: { db: Database; spec: StoreSpec<Row, Input, Values, View> }) {}

  private get table(): PgTable {
    return this.deps.spec.table;
  }

  /** The row, locked for the rest of the transaction: two admins' writes do not interleave. */
  private async row(id: number): Promise<Row | undefined> {
    const rows = await this.deps.db
      .select()
      .from(this.table)
      .where(eq(this.deps.spec.columns.id, id))
      .limit(1)
      .for('update');
    return rows[0] as Row | undefined;
  }

  async list(query: AdminListQuery): Promise<{ items: View[]; total: number }> {
    const { columns, search } = this.deps.spec;
    const q = query.q?.trim();
    const where = and(
      query.locale === undefined || columns.locale === undefined
        ? undefined
        : eq(columns.locale, query.locale),
      query.status === undefined ? undefined : eq(columns.status, query.status),
      query.city_id === undefined || columns.cityId === undefined
        ? undefined
        : eq(columns.cityId, query.city_id),
      q ? or(...search.map((column) => ilike(column, containsPattern(q)))) : undefined,
    );
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 20;
    const [rows, [total]] = await Promise.all([
      this.deps.db
        .select()
        .from(this.table)
        .where(where)
        .orderBy(desc(columns.updatedAt), desc(columns.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.deps.db.select({ total: count() }).from(this.table).where(where),
    ]);
    return { items: (rows as Row[]).map((r) => this.deps.spec.view(r)), total: total?.total ?? 0 };
  }

  async get(id: number): Promise<View | undefined> {
    const rows = await this.deps.db
      .select()
      .from(this.table)
      .where(eq(this.deps.spec.columns.id, id));
    const row = rows[0] as Row | undefined;
    return row === undefined ? undefined : this.deps.spec.view(row);
  }

  private async assertUnique(values: Values, exceptId?: number): Promise<void> {
    const errors: FieldErrors = {};
    for (const rule of this.deps.spec.unique) {
      const where = rule.where(values);
      if (where === undefined) continue;
      const clash = await this.deps.db
        .select({ id: this.deps.spec.columns.id })
        .from(this.table)
        .where(where)
        .limit(2);
      if (clash.some((c) => c.id !== exceptId)) (errors[rule.field] ??= []).push(rule.message);
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  /** A concurrent writer can still win the race between the check and the write. */
  private async guardUnique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const [first] = this.deps.spec.unique;
      throw new ValidationError({ [first?.field ?? 'slug']: [first?.message ?? 'Taken.'] });
    }
  }

  async create(input: Input, now: Date): Promise<View> {
    const values = await this.deps.spec.values(this.deps.db, input);
    await this.assertUnique(values);
    const rows = await this.guardUnique(() =>
      this.deps.db
        .insert(this.table)
        .values({ ...values, status: 'draft', publishedAt: null, createdAt: now, updatedAt: now })
        .returning(),
    );
    return this.deps.spec.view((rows as Row[])[0] as Row);
  }

  async update(id: number, input: Input, now: Date): Promise<StatusChange<View> | undefined> {
    const current = await this.row(id);
    if (current === undefined) return undefined;
    const values = await this.deps.spec.values(this.deps.db, input);
    await this.assertUnique(values, id);
    const rows = await this.guardUnique(() =>
      this.deps.db
        .update(this.table)
        .set({ ...values, updatedAt: now })
        .where(eq(this.deps.spec.columns.id, id))
        .returning(),
    );
    const row = (rows as Row[])[0] as Row;
    return {
      view: this.deps.spec.view(row),
      before: this.deps.spec.view(current),
      changed: true,
      affectsSite: this.deps.spec.onSite !== false && statusOf(row) === 'published',
    };
  }

  async setStatus(
    id: number,
    status: ContentStatus,
    now: Date,
  ): Promise<StatusChange<View> | undefined> {
    const current = await this.row(id);
    if (current === undefined) return undefined;
    const before = this.deps.spec.view(current);
    if (statusOf(current) === status) {
      return { view: before, before, changed: false, affectsSite: false };
    }
    const publishedAt = (current as { publishedAt?: Date | null }).publishedAt ?? null;
    const rows = await this.deps.db
      .update(this.table)
      .set({
        status,
        // The first publication date stays: it orders news and shows as the article's date.
        publishedAt: status === 'published' ? (publishedAt ?? now) : publishedAt,
        updatedAt: now,
      })
      .where(eq(this.deps.spec.columns.id, id))
      .returning();
    return {
      view: this.deps.spec.view((rows as Row[])[0] as Row),
      before,
      changed: true,
      affectsSite: this.deps.spec.onSite !== false,
    };
  }
}

function statusOf(row: unknown): ContentStatus {
  return (row as { status: ContentStatus }).status;
}
