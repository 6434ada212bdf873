// Storage of one kind of editable content (news, FAQ, care places, pages) for the admin API:
// list with drafts, get, create as draft, update, publish and unpublish. One generic store over
// the four tables, which share id, status, published_at and timestamps.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '@contract/contentStatuses';
import type { AdminListQuery } from '@contract/schemas/adminContent';
import type { Database } from '../db/openDatabase';
import { ValidationError, type FieldErrors } from '../errors/HttpError';

export interface StateColumns {
  id: PgColumn;
  status: PgColumn;
  publishedAt: PgColumn;
  updatedAt: PgColumn;
  locale: PgColumn;
}

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
}

export interface StatusChange<View> {
  view: View;
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
  constructor(
    private readonly db: Database,
    private readonly spec: StoreSpec<Row, Input, Values, View>,
  ) {}

  private get table(): PgTable {
    return this.spec.table;
  }

  private async row(id: number, db: Database = this.db): Promise<Row | undefined> {
    const rows = await db.select().from(this.table).where(eq(this.spec.columns.id, id)).limit(1);
    return rows[0] as Row | undefined;
  }

  async list(query: AdminListQuery): Promise<{ items: View[]; total: number }> {
    const { columns } = this.spec;
    const where = and(
      query.locale === undefined ? undefined : eq(columns.locale, query.locale),
      query.status === undefined ? undefined : eq(columns.status, query.status),
    );
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 20;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(this.table)
        .where(where)
        .orderBy(desc(columns.updatedAt), desc(columns.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(this.table).where(where),
    ]);
    return { items: (rows as Row[]).map((r) => this.spec.view(r)), total: total?.total ?? 0 };
  }

  async get(id: number): Promise<View | undefined> {
    const row = await this.row(id);
    return row === undefined ? undefined : this.spec.view(row);
  }

  private async assertUnique(values: Values, exceptId?: number): Promise<void> {
    const errors: FieldErrors = {};
    for (const rule of this.spec.unique) {
      const where = rule.where(values);
      if (where === undefined) continue;
      const clash = await this.db
        .select({ id: this.spec.columns.id })
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
      const [first] = this.spec.unique;
      throw new ValidationError({ [first?.field ?? 'slug']: [first?.message ?? 'Taken.'] });
    }
  }

  async create(input: Input, now: Date): Promise<View> {
    const values = await this.spec.values(this.db, input);
    await this.assertUnique(values);
    const rows = await this.guardUnique(() =>
      this.db
        .insert(this.table)
        .values({ ...values, status: 'draft', publishedAt: null, createdAt: now, updatedAt: now })
        .returning(),
    );
    return this.spec.view((rows as Row[])[0] as Row);
  }

  async update(id: number, input: Input, now: Date): Promise<StatusChange<View> | undefined> {
    const current = await this.row(id);
    if (current === undefined) return undefined;
    const values = await this.spec.values(this.db, input);
    await this.assertUnique(values, id);
    const rows = await this.guardUnique(() =>
      this.db
        .update(this.table)
        .set({ ...values, updatedAt: now })
        .where(eq(this.spec.columns.id, id))
        .returning(),
    );
    const row = (rows as Row[])[0] as Row;
    return { view: this.spec.view(row), affectsSite: statusOf(row) === 'published' };
  }

  async setStatus(
    id: number,
    status: ContentStatus,
    now: Date,
  ): Promise<StatusChange<View> | undefined> {
    const current = await this.row(id);
    if (current === undefined) return undefined;
    if (statusOf(current) === status) return { view: this.spec.view(current), affectsSite: false };
    const publishedAt = (current as { publishedAt?: Date | null }).publishedAt ?? null;
    const rows = await this.db
      .update(this.table)
      .set({
        status,
        // The first publication date stays: it orders news and shows as the article's date.
        publishedAt: status === 'published' ? (publishedAt ?? now) : publishedAt,
        updatedAt: now,
      })
      .where(eq(this.spec.columns.id, id))
      .returning();
    return { view: this.spec.view((rows as Row[])[0] as Row), affectsSite: true };
  }
}

function statusOf(row: unknown): ContentStatus {
  return (row as { status: ContentStatus }).status;
}
