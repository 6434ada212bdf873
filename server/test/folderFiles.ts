// What a test leaves on disk: the files under a folder, and the files the local storage driver
// keeps (its data files, without the content types it writes under .meta).
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file below `folder`, as sorted relative paths; none when the folder does not exist. */
export async function filesIn(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** The stored files of a LocalFileStorage rooted at `root`, without its .meta folder. */
export async function storedFilesIn(root: string): Promise<string[]> {
  return (await filesIn(root)).filter((file) => !file.startsWith('.meta'));
}
