import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it('writes sizes as English file managers do', () => {
    expect(formatFileSize(0, 'en')).toBe('0 B');
    expect(formatFileSize(634, 'en')).toBe('634 B');
    expect(formatFileSize(999, 'en')).toBe('999 B');
    expect(formatFileSize(320_400, 'en')).toBe('320 kB');
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatFileSize(20_000_000, 'en')).toBe('20 MB');
  });

  it('writes sizes as Japanese file managers do', () => {
    expect(formatFileSize(634, 'ja')).toBe('634 バイト');
    expect(formatFileSize(320_400, 'ja')).toBe('320 KB');
    expect(formatFileSize(1_234_567, 'ja')).toBe('1.2 MB');
  });

  it('never writes the bare unit word', () => {
    for (const bcp47 of ['en', 'ja', 'fr', 'es-US', 'pt-BR']) {
      expect(formatFileSize(634, bcp47)).not.toMatch(/byte/);
    }
    // French counts octets.
    expect(formatFileSize(634, 'fr')).toMatch(/^634\so$/);
  });
});
