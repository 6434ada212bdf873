import type { FileStorage } from '../storage/FileStorage';
import { storedKeysOf, type UploadDescriptor } from './acceptUpload';

/** Deletes the files of an accepted upload that no row will refer to (best effort). */
export async function discardUpload(
  storage: FileStorage,
  upload: Pick<UploadDescriptor, 'key' | 'displayKey' | 'thumbnailKey'>,
): Promise<void> {
  await Promise.all(storedKeysOf(upload).map((key) => storage.delete(key).catch(() => undefined)));
}
