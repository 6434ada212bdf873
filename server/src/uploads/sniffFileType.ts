// The type of a file from its bytes (magic numbers and container structure), never from its
// name or the Content-Type the client sent. file-type is ESM-only: Node loads it through
// require(esm), jest through its transform (jest.config.js), tsx natively.
import { fileTypeFromFile } from 'file-type';

/** The sniffed MIME type, or null when the bytes match no known format. */
export async function sniffFileType(path: string): Promise<string | null> {
  const type = await fileTypeFromFile(path);
  return type?.mime ?? null;
}
