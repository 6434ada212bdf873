import type {
  DataExportLink,
  DeletionOverview,
  DeletionScheduled,
} from '@contract/schemas/keeperData';
import type { HttpClient } from '../../http/httpClient';

/** A keeper's own data: the download link of their data, and deleting the account. */
export function createKeeperDataApi(http: HttpClient) {
  return {
    createExport: async () =>
      (await http.post<{ data: DataExportLink }>('account/data-export')).data,
    /** Where the browser downloads the ZIP (the link itself is the permission). */
    downloadUrl: (link: Pick<DataExportLink, 'path'>) => http.url(link.path),
    deletionOverview: async () =>
      (await http.get<{ data: DeletionOverview }>('account/deletion')).data,
    requestDeletion: async (password?: string) =>
      (
        await http.post<{ data: DeletionScheduled }>(
          'account/deletion',
          password === undefined ? {} : { password },
        )
      ).data,
  };
}

export type KeeperDataApi = ReturnType<typeof createKeeperDataApi>;
