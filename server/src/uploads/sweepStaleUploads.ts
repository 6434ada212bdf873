// A process that dies mid-upload cannot clean its temporary folder; the next start does.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Removes `upload-*` folders older than `maxAgeMs` under `tempDir`; returns how many. */
export async function sweepStaleUploads(
  tempDir: string,
  maxAgeMs = 60 * 60 * 1000,
  now = Date.now(),
): Promise<number> {
  let entries: string[];
  try {
    entries = await readdir(tempDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const entry of entries) {
    if (!entry.startsWith('upload-')) continue;
    const folder = path.join(tempDir, entry);
    try {
      if (now - (await stat(folder)).mtimeMs > maxAgeMs) {
        await rm(folder, { recursive: true, force: true });
        removed += 1;
      }
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  return removed;
}
