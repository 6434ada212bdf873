import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressSite } from './siteCompression';

const page = (words: number) =>
  `<!DOCTYPE html><html><body>${Array.from({ length: words }, (_, i) => `<p>pet ${i}</p>`).join('')}</body></html>`;

describe('precompressSite', () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  const write = (name: string, body: string | Buffer) => {
    mkdirSync(path.dirname(file(name)), { recursive: true });
    writeFileSync(file(name), body);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'petcare-compress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files that decode to the original', async () => {
    write('index.html', page(400));
    write('app-0123456789abcdef0123.js', `var pets=${JSON.stringify(page(300))};`);
    write('page-data/news/page-data.json', JSON.stringify({ result: page(200) }));
    const result = await precompressSite(dir);
    expect(result.compressed).toBe(3);
    for (const name of [
      'index.html',
      'app-0123456789abcdef0123.js',
      'page-data/news/page-data.json',
    ]) {
      const original = readFileSync(file(name));
      const br = readFileSync(file(`${name}.br`));
      const gz = readFileSync(file(`${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length / 4);
    }
  });

  it('leaves images, tiny files and incompressible text alone', async () => {
    write('static/photo.jpg', Buffer.alloc(4096, 7));
    write('robots.txt', 'User-agent: *\n');
    // Random bytes as hex compress a little with gzip, but a short random text may not at all.
    write('random.txt', Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 251)));
    await precompressSite(dir);
    expect(existsSync(file('static/photo.jpg.br'))).toBe(false);
    expect(existsSync(file('robots.txt.br'))).toBe(false);
    for (const e of ['.br', '.gz']) {
      const copy = file(`random.txt${e}`);
      if (existsSync(copy)) expect(readFileSync(copy).length).toBeLessThan(2048);
    }
  });

  it('recompresses only files changed since the last run and removes orphaned copies', async () => {
    write('index.html', page(400));
    write('news/index.html', page(300));
    write('old/index.html', page(300));
    await precompressSite(dir);

    // A rebuild: one page rewritten (newer than its copies), one page gone, one untouched.
    write('news/index.html', page(350));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file('news/index.html'), later, later);
    rmSync(file('old/index.html'));

    const result = await precompressSite(dir);
    expect(result).toMatchObject({ compressed: 1, upToDate: 1, removed: 2 });
    expect(existsSync(file('old/index.html.br'))).toBe(false);
    expect(existsSync(file('old/index.html.gz'))).toBe(false);
    const news = readFileSync(file('news/index.html'));
    expect(brotliDecompressSync(readFileSync(file('news/index.html.br'))).equals(news)).toBe(true);
  });

  it('drops the copies of a file that shrank below the threshold', async () => {
    write('index.html', page(400));
    await precompressSite(dir);
    write('index.html', '<p>tiny</p>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(file('index.html'), later, later);
    await precompressSite(dir);
    expect(existsSync(file('index.html.br'))).toBe(false);
    expect(existsSync(file('index.html.gz'))).toBe(false);
  });
});
