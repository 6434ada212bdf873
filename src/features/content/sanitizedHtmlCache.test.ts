import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHtmlSanitizer } from '../../ui/sanitizeHtml';
import { collectHtml, openSanitizedHtmlCache } from './sanitizedHtmlCache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sanitized-html-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The real sanitiser, counting how often it runs. */
function countingLoader() {
  const calls = { loads: 0, sanitised: 0 };
  const sanitize = createHtmlSanitizer(window);
  const loadSanitizer = () => {
    calls.loads += 1;
    return Promise.resolve((html: string) => {
      calls.sanitised += 1;
      return sanitize(html);
    });
  };
  return { calls, loadSanitizer };
}

const dirty = '<p onclick="steal()">Walks<script>alert(1)</script></p>';
const clean = '<p>Walks</p>';

describe('openSanitizedHtmlCache', () => {
  it('sanitises what it has not seen and reuses it in the next build', async () => {
    const file = path.join(dir, 'cache', 'sanitized.json');
    const first = countingLoader();
    const cache = openSanitizedHtmlCache({ file, version: 'v1', ...first });
    const run = await cache.prepare([dirty, dirty, '<p>Cats</p>']);
    expect(run.sanitize(dirty)).toBe(clean);
    expect(run).toMatchObject({ hits: 0, misses: 2 });
    expect(first.calls).toEqual({ loads: 1, sanitised: 2 });
    cache.save();

    const second = countingLoader();
    const next = openSanitizedHtmlCache({ file, version: 'v1', ...second });
    const rerun = await next.prepare([dirty, '<p>Cats</p>']);
    expect(rerun.sanitize(dirty)).toBe(clean);
    expect(rerun).toMatchObject({ hits: 2, misses: 0 });
    // Nothing new: jsdom is never loaded.
    expect(second.calls).toEqual({ loads: 0, sanitised: 0 });
  });

  it('ignores a cache written by another sanitiser version', async () => {
    const file = path.join(dir, 'sanitized.json');
    const cache = openSanitizedHtmlCache({ file, version: 'v1', ...countingLoader() });
    await cache.prepare([dirty]);
    cache.save();

    const loader = countingLoader();
    const next = openSanitizedHtmlCache({ file, version: 'v2', ...loader });
    const run = await next.prepare([dirty]);
    expect(run.sanitize(dirty)).toBe(clean);
    expect(loader.calls.sanitised).toBe(1);
  });

  it('never trusts HTML that only looks like a cached entry', async () => {
    const file = path.join(dir, 'sanitized.json');
    const cache = openSanitizedHtmlCache({ file, version: 'v1', ...countingLoader() });
    await cache.prepare([clean]);
    cache.save();

    const next = openSanitizedHtmlCache({ file, version: 'v1', ...countingLoader() });
    const run = await next.prepare([clean, dirty]);
    expect(run.sanitize(dirty)).toBe(clean);
    expect(run).toMatchObject({ hits: 1, misses: 1 });
  });

  it('keeps only the entries the last build used', async () => {
    const file = path.join(dir, 'sanitized.json');
    const cache = openSanitizedHtmlCache({ file, version: 'v1', ...countingLoader() });
    await cache.prepare(['<p>Old</p>', '<p>Kept</p>']);
    cache.save();

    const next = openSanitizedHtmlCache({ file, version: 'v1', ...countingLoader() });
    await next.prepare(['<p>Kept</p>']);
    next.save();
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, string> };
    expect(Object.values(stored.entries)).toEqual(['<p>Kept</p>']);
  });

  it('starts empty from an unreadable file', async () => {
    const file = path.join(dir, 'sanitized.json');
    writeFileSync(file, '{not json');
    const loader = countingLoader();
    const run = await openSanitizedHtmlCache({ file, version: 'v1', ...loader }).prepare([dirty]);
    expect(run.sanitize(dirty)).toBe(clean);
    expect(loader.calls.sanitised).toBe(1);
  });

  it('refuses HTML it was not prepared for while the sanitiser is not loaded', async () => {
    const cache = openSanitizedHtmlCache({
      file: path.join(dir, 'sanitized.json'),
      version: 'v1',
      ...countingLoader(),
    });
    const run = await cache.prepare([]);
    expect(() => run.sanitize(dirty)).toThrow(/not given to prepare/);
  });
});

describe('collectHtml', () => {
  it('finds every *_html string at any depth', () => {
    const content = {
      news: { en: [{ slug: 'a', body_html: '<p>A</p>', translations: [] }] },
      cities: { en: [{ care_items: [{ body_html: '<p>B</p>', title: '<b>not html</b>' }] }] },
      pages: { en: { vet: { body_html: '<p>C</p>' } } },
      faq: { jp: [{ answer_html: '<p>D</p>' }] },
    };
    expect(collectHtml(content).sort()).toEqual(['<p>A</p>', '<p>B</p>', '<p>C</p>', '<p>D</p>']);
  });
});
