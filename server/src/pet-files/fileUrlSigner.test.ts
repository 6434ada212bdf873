import { ManualClock } from '../http/clock';
import { FileUrlSigner } from './fileUrlSigner';

const ID = '0b9e1c1e-3c55-4f7e-9a53-9f1f2b0f3a10';

describe('FileUrlSigner', () => {
  const clock = new ManualClock(new Date('2026-06-01T09:05:00Z'));
  const signer = new FileUrlSigner({ secret: 'a-test-secret-of-some-length', clock });

  function parts(url: string) {
    const parsed = new URL(url, 'http://x');
    return {
      expires: parsed.searchParams.get('expires') ?? '',
      signature: parsed.searchParams.get('signature') ?? '',
    };
  }

  it('signs the path and an expiry rounded up to the quarter hour after one hour', () => {
    const { url, expiresAt } = signer.sign(ID, 'thumbnail');
    expect(url.startsWith(`/api/files/${ID}/thumbnail?expires=`)).toBe(true);
    expect(expiresAt.toISOString()).toBe('2026-06-01T10:15:00.000Z');
    const { expires, signature } = parts(url);
    expect(signer.verify(ID, 'thumbnail', expires, signature)).toBe(70 * 60);
  });

  it('refuses another file, variant, expiry or secret, and anything malformed', () => {
    const { expires, signature } = parts(signer.sign(ID, 'original').url);
    const other = new FileUrlSigner({ secret: 'another-secret-entirely', clock });
    expect(signer.verify(ID.replace('0b9e', '1b9e'), 'original', expires, signature)).toBeNull();
    expect(signer.verify(ID, 'display', expires, signature)).toBeNull();
    expect(signer.verify(ID, 'original', String(Number(expires) + 1), signature)).toBeNull();
    expect(other.verify(ID, 'original', expires, signature)).toBeNull();
    expect(signer.verify(ID, 'original', expires, signature.toUpperCase())).toBeNull();
    expect(signer.verify(ID, 'original', '', signature)).toBeNull();
    expect(signer.verify(ID, 'original', `${expires}.0`, signature)).toBeNull();
    expect(signer.verify(ID, 'original', expires, signature.slice(2))).toBeNull();
  });

  it('signs a path it signed before the same way, and a new expiry anew', () => {
    const local = new ManualClock(new Date('2026-06-01T09:05:00Z'));
    const remembering = new FileUrlSigner({ secret: 'a-test-secret-of-some-length', clock: local });
    const first = remembering.sign(ID, 'display');
    expect(remembering.sign(ID, 'display')).toEqual(first);
    // The same URL as a signer that never signed it.
    expect(
      new FileUrlSigner({ secret: 'a-test-secret-of-some-length', clock: local }).sign(
        ID,
        'display',
      ),
    ).toEqual(first);
    expect(remembering.sign(ID, 'thumbnail').url).not.toBe(first.url);
    local.advance(15 * 60 * 1000);
    const later = remembering.sign(ID, 'display');
    expect(later.url).not.toBe(first.url);
    const { expires, signature } = parts(later.url);
    expect(remembering.verify(ID, 'display', expires, signature)).toBe(70 * 60);
  });

  it('stops working once expired', () => {
    const { expires, signature } = parts(signer.sign(ID, 'original').url);
    const later = new FileUrlSigner({
      secret: 'a-test-secret-of-some-length',
      clock: new ManualClock(new Date('2026-06-01T10:15:00Z')),
    });
    expect(later.verify(ID, 'original', expires, signature)).toBeNull();
  });
});
