// What an admin does to one kind of content (news, FAQ, care items…): every write commits with
// its audit entry, and a write that changes the public site asks for a rebuild once committed.
import type { AuditTargetType } from '@contract/adminAudit';
import type { AdminListQuery } from '@contract/schemas/adminContent';
import { type AuditActor, type AuditRecord, recordAudit } from '../admin-audit';
import type { Database } from '../db/openDatabase';
import { inTransaction } from '../db/unitOfWork';
import { NotFoundError } from '../errors/HttpError';
import type { Clock } from '../http/clock';
import type { AdminContentStore } from './adminContentStore';

export interface AdminContentDeps {
  db: Database;
  clock: Clock;
  /** Called after a commit that changed the public site (main.ts: rebuild it). */
  onContentChanged: () => void;
}

export interface ContentKind<Input, View> {
  /** "News post", "FAQ article"…: used in summaries and the 404 message. */
  label: string;
  /** What the audit log calls it. */
  auditType: AuditTargetType;
  /** How an admin recognises one in the audit log: its title, question or name. */
  auditLabel: (view: View) => string;
  /** The store over a database handle (the request's transaction). */
  store: (db: Database) => AdminContentStore<unknown, Input, Record<string, unknown>, View>;
}

type ContentAction = 'content.create' | 'content.update' | 'content.publish' | 'content.unpublish';

export class AdminContentService<Input, View extends { id: number }> {
  private readonly store: AdminContentStore<unknown, Input, Record<string, unknown>, View>;
  readonly notFoundMessage: string;

  constructor(private readonly deps: AdminContentDeps & { kind: ContentKind<Input, View> }) {
    this.store = deps.kind.store(deps.db);
    this.notFoundMessage = `${deps.kind.label} not found.`;
  }

  private found<T>(value: T | undefined): T {
    if (value === undefined) throw new NotFoundError(this.notFoundMessage);
    return value;
  }

  private audited(action: ContentAction, before: View | null, after: View): AuditRecord {
    return {
      action,
      targetType: this.deps.kind.auditType,
      targetId: after.id,
      targetLabel: this.deps.kind.auditLabel(after),
      before,
      after,
    };
  }

  /** Drafts included, last edited first. */
  list(query: AdminListQuery): Promise<{ items: View[]; total: number }> {
    return this.store.list(query);
  }

  async get(id: number): Promise<View> {
    return this.found(await this.store.get(id));
  }

  /** A new item, always a draft (so the site does not change). */
  create(actor: AuditActor, input: Input): Promise<View> {
    const { db, clock } = this.deps;
    return inTransaction(db, async ({ tx }) => {
      const created = await this.deps.kind.store(tx).create(input, clock.now());
      await recordAudit(tx, actor, this.audited('content.create', null, created));
      return created;
    });
  }

  /** Replaces the item's fields; a published item is rebuilt at once. */
  async update(actor: AuditActor, id: number, input: Input): Promise<View> {
    const { db, clock, onContentChanged } = this.deps;
    const change = await inTransaction(db, async ({ tx, afterCommit }) => {
      const updated = this.found(await this.deps.kind.store(tx).update(id, input, clock.now()));
      await recordAudit(tx, actor, this.audited('content.update', updated.before, updated.view));
      if (updated.affectsSite) afterCommit(onContentChanged);
      return updated;
    });
    return change.view;
  }

  /** Publishes or unpublishes the item; doing what is already done records and rebuilds nothing. */
  async setStatus(actor: AuditActor, id: number, action: 'publish' | 'unpublish'): Promise<View> {
    const { db, clock, onContentChanged } = this.deps;
    const status = action === 'publish' ? 'published' : 'draft';
    const change = await inTransaction(db, async ({ tx, afterCommit }) => {
      const set = this.found(await this.deps.kind.store(tx).setStatus(id, status, clock.now()));
      // Publishing what is already public changes nothing: no entry, no rebuild.
      if (set.changed) {
        await recordAudit(tx, actor, this.audited(`content.${action}`, set.before, set.view));
      }
      if (set.affectsSite) afterCommit(onContentChanged);
      return set;
    });
    return change.view;
  }
}
