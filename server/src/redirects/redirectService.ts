// Stored redirects: the route lookup (public) and editors' create/update/delete (admin; each
// change commits with its audit entry).
import { asc, count, eq } from 'drizzle-orm';
import { redirectFor, type RedirectStatus } from '@contract/redirectRules';
import type {
  CreateRedirectBody,
  Redirect,
  RouteRedirect,
  UpdateRedirectBody,
} from '@contract/schemas/redirects';
import { type AuditActor, recordAudit } from '../admin-audit';
import type { Database } from '../db/openDatabase';
import { inTransaction } from '../db/unitOfWork';
import { redirects } from '../db/schema';
import { NotFoundError, ValidationError, type FieldErrors } from '../errors/HttpError';
import { offsetOf, type PageRequest } from '../http/pagination';
import { isAbsoluteUrl, normalisePath, targetPath, withRequestQuery } from './redirectPaths';

type RedirectRow = typeof redirects.$inferSelect;

/** Longest chain we follow when checking that a new redirect does not come back to itself. */
const MAX_CHAIN = 20;

export const REDIRECT_NOT_FOUND = 'Redirect not found.';

function toRedirect(row: RedirectRow): Redirect {
  return {
    id: row.id,
    from_path: row.fromPath,
    to_path: row.toPath,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function findByFromPath(db: Database, fromPath: string): Promise<RedirectRow | undefined> {
  const rows = await db.select().from(redirects).where(eq(redirects.fromPath, fromPath)).limit(1);
  return rows[0];
}

/**
 * The stored redirect for a visited path ('/old/?x=1'), or null. The visitor's query goes along
 * unless the target has its own.
 */
export async function lookupRedirect(db: Database, url: string): Promise<RouteRedirect | null> {
  const queryAt = url.indexOf('?');
  const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  const search = queryAt >= 0 ? url.slice(queryAt) : '';
  const row = await findByFromPath(db, normalisePath(path));
  if (!row) return null;
  return { to: withRequestQuery(row.toPath, search), status: row.status };
}

export async function listRedirects(
  db: Database,
  page: PageRequest,
): Promise<{ items: Redirect[]; total: number }> {
  const [totalRow] = await db.select({ total: count() }).from(redirects);
  const rows = await db
    .select()
    .from(redirects)
    .orderBy(asc(redirects.fromPath))
    .limit(page.perPage)
    .offset(offsetOf(page));
  return { items: rows.map(toRedirect), total: totalRow?.total ?? 0 };
}

export async function getRedirect(
  db: Database,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<Redirect> {
  const query = db.select().from(redirects).where(eq(redirects.id, id)).limit(1);
  // Locked inside a transaction: the audit log's "before" is what the change replaced.
  const rows = lock ? await query.for('update') : await query;
  const row = rows[0];
  if (!row) throw new NotFoundError(REDIRECT_NOT_FOUND);
  return toRedirect(row);
}

interface RedirectFields {
  fromPath: string;
  toPath: string;
  status: RedirectStatus;
}

/** The checks a schema cannot make; the messages follow Laravel's wording. */
async function validateFields(db: Database, fields: RedirectFields, id?: number): Promise<void> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  if (fields.fromPath === '/api/' || fields.fromPath.startsWith('/api/')) {
    add('from_path', 'The from path may not point into the API.');
  } else if (redirectFor({ pathname: fields.fromPath })) {
    add('from_path', 'The from path is already redirected by a fixed site rule.');
  } else {
    const taken = await findByFromPath(db, fields.fromPath);
    if (taken && taken.id !== id) add('from_path', 'The from path has already been taken.');
  }

  if (isAbsoluteUrl(fields.toPath)) {
    try {
      new URL(fields.toPath);
    } catch {
      add('to_path', 'The to path field must be a valid URL.');
    }
  } else if (await leadsBackTo(db, fields.fromPath, targetPath(fields.toPath), id)) {
    add('to_path', 'The to path would lead back to the from path.');
  }

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Follows stored redirects from `start`; true when the chain reaches `fromPath`. */
async function leadsBackTo(
  db: Database,
  fromPath: string,
  start: string,
  ignoreId?: number,
): Promise<boolean> {
  let current = start;
  const seen = new Set<string>();
  for (let step = 0; step < MAX_CHAIN; step += 1) {
    if (current === fromPath) return true;
    if (seen.has(current)) return false;
    seen.add(current);
    const next = await findByFromPath(db, current);
    if (!next || next.id === ignoreId || isAbsoluteUrl(next.toPath)) return false;
    current = targetPath(next.toPath);
  }
  return false;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

const TAKEN = new ValidationError({ from_path: ['The from path has already been taken.'] });

export async function createRedirect(db: Database, body: CreateRedirectBody): Promise<Redirect> {
  const fields: RedirectFields = {
    fromPath: normalisePath(body.from_path),
    toPath: body.to_path,
    status: body.status ?? 301,
  };
  await validateFields(db, fields);
  try {
    const [row] = await db.insert(redirects).values(fields).returning();
    if (!row) throw new Error('insert returned no row');
    return toRedirect(row);
  } catch (error) {
    // Two editors saving the same source at once: the unique constraint decides.
    if (isUniqueViolation(error)) throw TAKEN;
    throw error;
  }
}

export async function updateRedirect(
  db: Database,
  id: number,
  body: UpdateRedirectBody,
): Promise<Redirect> {
  const current = await getRedirect(db, id);
  const fields: RedirectFields = {
    fromPath: body.from_path === undefined ? current.from_path : normalisePath(body.from_path),
    toPath: body.to_path ?? current.to_path,
    status: body.status ?? current.status,
  };
  await validateFields(db, fields, id);
  try {
    const [row] = await db
      .update(redirects)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(redirects.id, id))
      .returning();
    if (!row) throw new NotFoundError(REDIRECT_NOT_FOUND);
    return toRedirect(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw TAKEN;
    throw error;
  }
}

export async function deleteRedirect(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(redirects)
    .where(eq(redirects.id, id))
    .returning({ id: redirects.id });
  if (deleted.length === 0) throw new NotFoundError(REDIRECT_NOT_FOUND);
}

type RedirectAction = 'redirect.create' | 'redirect.update' | 'redirect.delete';

/** Runs an editor's change and its audit entry in one transaction. */
function audited<T extends Redirect | null>(
  db: Database,
  actor: AuditActor,
  action: RedirectAction,
  change: (tx: Database) => Promise<{ before: Redirect | null; after: T }>,
): Promise<T> {
  return inTransaction(db, async ({ tx }) => {
    const { before, after } = await change(tx);
    const subject = after ?? before;
    if (subject) {
      await recordAudit(tx, actor, {
        action,
        targetType: 'redirect',
        targetId: subject.id,
        targetLabel: subject.from_path,
        before,
        after,
      });
    }
    return after;
  });
}

/** createRedirect for an editor, recorded in the audit log. */
export function createAuditedRedirect(
  db: Database,
  actor: AuditActor,
  body: CreateRedirectBody,
): Promise<Redirect> {
  return audited(db, actor, 'redirect.create', async (tx) => ({
    before: null,
    after: await createRedirect(tx, body),
  }));
}

/** updateRedirect for an editor, recorded in the audit log with the redirect as it was. */
export function updateAuditedRedirect(
  db: Database,
  actor: AuditActor,
  id: number,
  body: UpdateRedirectBody,
): Promise<Redirect> {
  return audited(db, actor, 'redirect.update', async (tx) => ({
    before: await getRedirect(tx, id, { lock: true }),
    after: await updateRedirect(tx, id, body),
  }));
}

/** deleteRedirect for an editor, recorded in the audit log with the redirect as it was. */
export async function deleteAuditedRedirect(
  db: Database,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await audited(db, actor, 'redirect.delete', async (tx) => {
    const before = await getRedirect(tx, id, { lock: true });
    await deleteRedirect(tx, id);
    return { before, after: null };
  });
}
