import type { HttpClient, UploadOptions } from './httpClient';
import { uploadForm } from './uploadForm';

/**
 * Uploads a file with its text fields (uploadForm) and answers the record the API made of them,
 * the `data` of its answer.
 */
export async function uploadWithFields<T>(
  http: HttpClient,
  path: string,
  file: File,
  fields: Readonly<Record<string, string | null | undefined>>,
  options?: UploadOptions,
): Promise<T> {
  return (await http.upload<{ data: T }>(path, uploadForm(file, fields), options)).data;
}
