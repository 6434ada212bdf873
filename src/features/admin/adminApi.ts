import type { AuditList, AuditListQuery } from '@contract/schemas/adminAudit';
import type { AdminContentImage, AdminListQuery } from '@contract/schemas/adminContent';
import type { AdminContentKinds } from '@contract/schemas/adminContentKinds';
import type {
  AdminUserList,
  AdminUserListQuery,
  AdminUserResponse,
} from '@contract/schemas/adminUsers';
import type { AdminApplication } from '@contract/schemas/affiliate';
import type { PaginatedResponse } from '@contract/schemas/common';
import type { CreateRedirectBody, Redirect, RedirectList } from '@contract/schemas/redirects';
import type { SiteBuildResponse } from '@contract/schemas/siteBuild';
import type { HttpClient, Query, RequestOptions, UploadOptions } from '../../http/httpClient';

/** The content kinds of /api/admin/{kind}: what each lists and what it takes. */
export type ContentKinds = AdminContentKinds;
export type ContentKind = keyof ContentKinds;
export type ContentView<K extends ContentKind = ContentKind> = ContentKinds[K]['view'];
export type ContentInput<K extends ContentKind = ContentKind> = ContentKinds[K]['input'];

export type ApplicationStatus = 'pending' | 'accepted' | 'declined';

/** Drops empty filters, so a list's URL carries only what was chosen. */
function queryOf(values: object): Query {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as Query;
}

const seg = encodeURIComponent;

/** The admin console's calls (server/src/admin-*, redirects, affiliate decisions, site build). */
export function createAdminApi(http: HttpClient) {
  return {
    content: {
      list: <K extends ContentKind>(kind: K, query: AdminListQuery, options?: RequestOptions) =>
        http.get<PaginatedResponse<ContentView<K>>>(`admin/${kind}`, {
          ...options,
          query: queryOf(query),
        }),
      get: async <K extends ContentKind>(kind: K, id: number) =>
        (await http.get<{ data: ContentView<K> }>(`admin/${kind}/${id}`)).data,
      create: async <K extends ContentKind>(kind: K, body: ContentInput<K>) =>
        (await http.post<{ data: ContentView<K> }>(`admin/${kind}`, body)).data,
      update: async <K extends ContentKind>(kind: K, id: number, body: ContentInput<K>) =>
        (await http.put<{ data: ContentView<K> }>(`admin/${kind}/${id}`, body)).data,
      setPublished: async <K extends ContentKind>(kind: K, id: number, published: boolean) =>
        (
          await http.post<{ data: ContentView<K> }>(
            `admin/${kind}/${id}/${published ? 'publish' : 'unpublish'}`,
          )
        ).data,
    },
    images: {
      list: (page: number) =>
        http.get<PaginatedResponse<AdminContentImage>>('admin/content-images', {
          query: { page, per_page: 24 },
        }),
      upload: async (file: File, options?: UploadOptions) => {
        const form = new FormData();
        form.append('file', file);
        return (
          await http.upload<{ data: AdminContentImage }>('admin/content-images', form, options)
        ).data;
      },
    },
    users: {
      list: (query: AdminUserListQuery, options?: RequestOptions) =>
        http.get<AdminUserList>('admin/users', { ...options, query: queryOf(query) }),
      get: async (id: string) => (await http.get<AdminUserResponse>(`admin/users/${seg(id)}`)).data,
      disable: async (id: string, reason: string) =>
        (await http.post<AdminUserResponse>(`admin/users/${seg(id)}/disable`, { reason })).data,
      enable: async (id: string) =>
        (await http.post<AdminUserResponse>(`admin/users/${seg(id)}/enable`)).data,
      setAdmin: async (id: string, admin: boolean) =>
        admin
          ? (await http.post<AdminUserResponse>(`admin/users/${seg(id)}/roles/admin`)).data
          : (await http.delete<AdminUserResponse>(`admin/users/${seg(id)}/roles/admin`)).data,
    },
    audit: {
      list: (query: AuditListQuery, options?: RequestOptions) =>
        http.get<AuditList>('admin/audit-log', { ...options, query: queryOf(query) }),
    },
    affiliates: {
      list: async (status: ApplicationStatus | undefined, options?: RequestOptions) =>
        (
          await http.get<{ data: AdminApplication[] }>('admin/affiliate-applications', {
            ...options,
            query: queryOf({ status }),
          })
        ).data,
      accept: async (id: string) =>
        (
          await http.post<{ data: AdminApplication }>(
            `admin/affiliate-applications/${seg(id)}/accept`,
          )
        ).data,
      decline: async (id: string, reason: string) =>
        (
          await http.post<{ data: AdminApplication }>(
            `admin/affiliate-applications/${seg(id)}/decline`,
            { reason },
          )
        ).data,
    },
    redirects: {
      list: (page: number, options?: RequestOptions) =>
        http.get<RedirectList>('admin/redirects', { ...options, query: { page, per_page: 25 } }),
      create: async (body: CreateRedirectBody) =>
        (await http.post<{ data: Redirect }>('admin/redirects', body)).data,
      update: async (id: number, body: CreateRedirectBody) =>
        (await http.put<{ data: Redirect }>(`admin/redirects/${id}`, body)).data,
      remove: (id: number) => http.delete<void>(`admin/redirects/${id}`),
    },
    siteBuild: {
      get: async (options?: RequestOptions) =>
        (await http.get<SiteBuildResponse>('admin/site-build', options)).data,
    },
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
