// Short-lived signed URLs for stored files (Laravel's temporarySignedRoute idea): an `<img src>` or
// a download link works without the bearer header, and no URL is guessable or lasting.
//   /api/files/{id}/{variant}?expires={unix seconds}&signature={hex HMAC-SHA256}
// The HMAC covers the path and the expiry, with FILE_URL_SECRET as key. Expiries are rounded up to
// a quarter of an hour, so the URLs of one file stay the same for a while and the browser's cache
// (Cache-Control: private) can serve repeated views; a URL is valid for 60 to 75 minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileVariant } from '@contract/schemas/pets';
import type { Clock } from '../http/clock';

export const FILE_URL_TTL_SECONDS = 3600;
export const FILE_URL_STEP_SECONDS = 900;

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

export function filePath(fileId: string, variant: FileVariant): string {
  return `/api/files/${fileId}/${variant}`;
}

/** Signatures of the current expiry kept at most (every file a screen shows, many times over). */
const MAX_REMEMBERED_SIGNATURES = 10_000;

export class FileUrlSigner {
  /**
   * The signatures of the current expiry by path: every pet answer signs its photo's three URLs
   * and the expiry changes once a quarter of an hour, so the HMACs repeat (fileRef was among the
   * largest of our own functions in a profile of the pets routes). A signature depends only on the secret, the path and the expiry, so
   * nothing here can go stale; a new expiry starts an empty map.
   */
  private remembered = { expires: 0, signatures: new Map<string, string>() };

  constructor(private readonly deps: { secret: string; clock: Clock }) {}

  private signature(path: string, expires: number): string {
    return createHmac('sha256', this.deps.secret).update(`${path}\n${expires}`).digest('hex');
  }

  /** The expiry every URL signed now carries (unix seconds). */
  currentExpiry(): number {
    const earliest = Math.floor(this.deps.clock.now().getTime() / 1000) + FILE_URL_TTL_SECONDS;
    return Math.ceil(earliest / FILE_URL_STEP_SECONDS) * FILE_URL_STEP_SECONDS;
  }

  sign(fileId: string, variant: FileVariant, expires = this.currentExpiry()): SignedUrl {
    const path = filePath(fileId, variant);
    return {
      url: `${path}?expires=${expires}&signature=${this.rememberedSignature(path, expires)}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  private rememberedSignature(path: string, expires: number): string {
    if (
      this.remembered.expires !== expires ||
      this.remembered.signatures.size >= MAX_REMEMBERED_SIGNATURES
    ) {
      this.remembered = { expires, signatures: new Map() };
    }
    let signature = this.remembered.signatures.get(path);
    if (signature === undefined) {
      signature = this.signature(path, expires);
      this.remembered.signatures.set(path, signature);
    }
    return signature;
  }

  /** Seconds the URL stays valid, or null when its signature is wrong or it has expired. */
  verify(fileId: string, variant: FileVariant, expires: string, signature: string): number | null {
    if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return null;
    const expected = Buffer.from(this.signature(filePath(fileId, variant), Number(expires)), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
    const remaining = Number(expires) - Math.floor(this.deps.clock.now().getTime() / 1000);
    return remaining > 0 ? remaining : null;
  }
}
