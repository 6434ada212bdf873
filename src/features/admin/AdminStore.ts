import { makeAutoObservable } from 'mobx';
import type { AuditList, AuditListQuery } from '@contract/schemas/adminAudit';
import type { AdminCity, AdminContentImage, AdminListQuery } from '@contract/schemas/adminContent';
import type {
  AdminUserDetail,
  AdminUserList,
  AdminUserListQuery,
} from '@contract/schemas/adminUsers';
import type { AdminApplication } from '@contract/schemas/affiliate';
import type { PaginatedResponse } from '@contract/schemas/common';
import type { CreateRedirectBody, Redirect, RedirectList } from '@contract/schemas/redirects';
import { UploadQueue } from '../files';
import { KeyedResource } from '../../stores/KeyedResource';
import type { RealtimeClient } from '../realtime';
import type {
  AdminApi,
  ApplicationStatus,
  ContentInput,
  ContentKind,
  ContentView,
} from './adminApi';
import { SiteBuildStore } from './siteBuild/SiteBuildStore';

/** A list's key: its query with the empty filters left out, in a stable order. */
export function queryKey(query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(Object.fromEntries(entries));
}

function parseKey<Q>(key: string): Q {
  return JSON.parse(key) as Q;
}

/** Kinds whose public pages are built by the site (promo packs live in the app). */
export function rebuildsSite(kind: ContentKind): boolean {
  return kind !== 'promo-packs';
}

/**
 * The admin console's state: every list and record it shows, as the API last gave them (one
 * KeyedResource each, keyed by the list's query or the record's id), the picture uploads, and
 * the site build. Writes go through here and update what is shown from the API's answer.
 */
export class AdminStore {
  private readonly contentLists = new Map<
    ContentKind,
    KeyedResource<PaginatedResponse<ContentView>>
  >();
  readonly contentItem: KeyedResource<ContentView>;
  /** Every city, for the care place form's city choice. */
  readonly cities: KeyedResource<AdminCity[]>;
  readonly users: KeyedResource<AdminUserList>;
  readonly user: KeyedResource<AdminUserDetail>;
  readonly audit: KeyedResource<AuditList>;
  readonly applications: KeyedResource<AdminApplication[]>;
  readonly redirects: KeyedResource<RedirectList>;
  readonly images: KeyedResource<PaginatedResponse<AdminContentImage>>;
  readonly imageUploads: UploadQueue<AdminContentImage>;
  /** The picture uploaded last in this tab (the picker selects it). */
  lastUploaded: AdminContentImage | null = null;
  readonly siteBuild: SiteBuildStore;

  constructor(
    private readonly api: AdminApi,
    realtime: Pick<RealtimeClient, 'listen' | 'state'>,
  ) {
    this.contentItem = new KeyedResource((key) => {
      const [kind, id] = key.split('/') as [ContentKind, string];
      return api.content.get(kind, Number(id));
    });
    this.cities = new KeyedResource(async () => {
      const first = await api.content.list('cities', { per_page: 100 });
      return first.data as AdminCity[];
    });
    this.users = new KeyedResource((key) => api.users.list(parseKey<AdminUserListQuery>(key)));
    this.user = new KeyedResource((id) => api.users.get(id));
    this.audit = new KeyedResource((key) => api.audit.list(parseKey<AuditListQuery>(key)));
    this.applications = new KeyedResource((status) =>
      api.affiliates.list(status === 'all' ? undefined : (status as ApplicationStatus)),
    );
    this.redirects = new KeyedResource((page) => api.redirects.list(Number(page)));
    this.images = new KeyedResource((page) => api.images.list(Number(page)));
    this.imageUploads = new UploadQueue((file, options) => api.images.upload(file, options), {
      onUploaded: (image) => {
        this.setLastUploaded(image);
        void this.images.load('1', { force: true });
      },
    });
    this.siteBuild = new SiteBuildStore(api.siteBuild, realtime);
    makeAutoObservable<AdminStore, 'api' | 'contentLists'>(this, {
      api: false,
      contentLists: false,
      contentItem: false,
      cities: false,
      users: false,
      user: false,
      audit: false,
      applications: false,
      redirects: false,
      images: false,
      imageUploads: false,
      siteBuild: false,
    });
  }

  setLastUploaded(image: AdminContentImage | null): void {
    this.lastUploaded = image;
  }

  /** The list of one content kind (one query at a time). */
  contentList(kind: ContentKind): KeyedResource<PaginatedResponse<ContentView>> {
    let list = this.contentLists.get(kind);
    if (!list) {
      list = new KeyedResource((key) => this.api.content.list(kind, parseKey<AdminListQuery>(key)));
      this.contentLists.set(kind, list);
    }
    return list;
  }

  loadContentList(kind: ContentKind, query: AdminListQuery): Promise<void> {
    return this.contentList(kind).load(queryKey(query));
  }

  loadContent(kind: ContentKind, id: number, options?: { force?: boolean }): Promise<void> {
    return this.contentItem.load(`${kind}/${id}`, options);
  }

  /** Creates (id null) or saves a record; what the API answered is what the editor shows. */
  async saveContent<K extends ContentKind>(
    kind: K,
    id: number | null,
    body: ContentInput<K>,
  ): Promise<ContentView<K>> {
    const saved =
      id === null
        ? await this.api.content.create(kind, body)
        : await this.api.content.update(kind, id, body);
    this.afterContentWrite(kind, saved, id !== null && saved.status === 'published');
    return saved;
  }

  async setPublished<K extends ContentKind>(
    kind: K,
    id: number,
    published: boolean,
  ): Promise<ContentView<K>> {
    const before = this.contentItem.valueFor(`${kind}/${id}`)?.status;
    const saved = await this.api.content.setPublished(kind, id, published);
    const changed = before !== (published ? 'published' : 'draft');
    this.afterContentWrite(kind, saved, changed);
    return saved;
  }

  private afterContentWrite(kind: ContentKind, saved: ContentView, publicChange: boolean): void {
    const key = `${kind}/${saved.id}`;
    if (this.contentItem.key === key) this.contentItem.update(key, () => saved);
    else void this.contentItem.load(key, { force: true });
    // Lists show it again in their order (last edited first) the next time they load.
    this.contentLists.get(kind)?.clear();
    if (kind === 'cities') this.cities.clear();
    if (publicChange && rebuildsSite(kind)) this.siteBuild.markRequested();
  }

  private replaceUser(user: AdminUserDetail): AdminUserDetail {
    this.user.update(user.id, () => user);
    this.users.clear();
    return user;
  }

  async disableUser(id: string, reason: string): Promise<AdminUserDetail> {
    return this.replaceUser(await this.api.users.disable(id, reason));
  }

  async enableUser(id: string): Promise<AdminUserDetail> {
    return this.replaceUser(await this.api.users.enable(id));
  }

  async setAdmin(id: string, admin: boolean): Promise<AdminUserDetail> {
    return this.replaceUser(await this.api.users.setAdmin(id, admin));
  }

  /** Accepts, or declines with a reason; the application leaves the list it was in. */
  async decide(
    application: AdminApplication,
    decision: { accept: true } | { accept: false; reason: string },
  ): Promise<AdminApplication> {
    const decided = decision.accept
      ? await this.api.affiliates.accept(application.id)
      : await this.api.affiliates.decline(application.id, decision.reason);
    const key = this.applications.key;
    if (key !== null) {
      this.applications.update(key, (list) =>
        key === 'pending'
          ? list.filter((a) => a.id !== decided.id)
          : list.map((a) => (a.id === decided.id ? decided : a)),
      );
    }
    return decided;
  }

  async saveRedirect(id: number | null, body: CreateRedirectBody): Promise<Redirect> {
    const saved =
      id === null
        ? await this.api.redirects.create(body)
        : await this.api.redirects.update(id, body);
    await this.reloadRedirects();
    return saved;
  }

  async deleteRedirect(id: number): Promise<void> {
    await this.api.redirects.remove(id);
    await this.reloadRedirects();
  }

  private async reloadRedirects(): Promise<void> {
    const page = this.redirects.key ?? '1';
    await this.redirects.load(page, { force: true });
  }

  /** Signing out: nothing of one admin's session stays for the next person. */
  clear(): void {
    for (const list of this.contentLists.values()) list.clear();
    for (const resource of [
      this.contentItem,
      this.cities,
      this.users,
      this.user,
      this.audit,
      this.applications,
      this.redirects,
      this.images,
    ]) {
      resource.clear();
    }
    this.imageUploads.cancelAll();
    this.imageUploads.clearFinished();
    this.lastUploaded = null;
  }
}
