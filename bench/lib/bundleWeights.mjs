// What a browser downloads, measured on a built site (public/): shared by the weight benches
// (bench/pageWeight.mjs, bench/appAreaWeight.mjs) and the size budgets of `npm test`
// (e2e/sizeBudgets.spec.ts). Sizes are deterministic for a build, unlike timings.
// Text files count as the precompressed copies the server sends (file.br, file.gz, written after
// each build by server/src/site/siteCompression.ts); where a copy is missing (a file under 1 kB, or
// a build that was never post-processed) it is compressed here the same way.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const IMAGE = /\.(png|jpe?g|webp|avif|gif|woff2?)$/i;
/** A phone's eager image: 412 px wide at 1.75 device pixels, the first candidate of ≥ 721 px. */
const PHONE_PIXELS = 721;

const encoders = {
  raw: (body) => body.length,
  br: (body) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  gz: (body) => gzipSync(body, { level: 9 }).length,
};

/** Sizes of a site's files, cached per build. */
export function builtSite(publicDir) {
  const statsFile = path.join(publicDir, 'webpack.stats.json');
  if (!existsSync(statsFile)) return null;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const cache = new Map();
  const fileOf = (url) => path.join(publicDir, decodeURI(url.split(/[?#]/)[0]));

  /** Bytes on the wire for one URL in one encoding (0 for a file that is not there). */
  function sizeOf(url, encoding) {
    const key = `${encoding} ${url}`;
    if (!cache.has(key)) {
      const file = fileOf(url);
      let size = 0;
      if (existsSync(file)) {
        const copy = `${file}.${encoding}`;
        if (IMAGE.test(file)) size = readFileSync(file).length;
        else if (encoding !== 'raw' && existsSync(copy)) size = readFileSync(copy).length;
        else size = encoders[encoding](readFileSync(file));
      }
      cache.set(key, size);
    }
    return cache.get(key);
  }

  /** { br, gz, raw } of a set of URLs, each counted once. */
  function total(urls) {
    const unique = [...new Set(urls)];
    const of = (encoding) => unique.reduce((sum, url) => sum + sizeOf(url, encoding), 0);
    return { br: of('br'), gz: of('gz'), raw: of('raw') };
  }

  const jsOf = (group) =>
    (stats.namedChunkGroups[group]?.assets ?? [])
      .map((a) => `/${typeof a === 'string' ? a : a.name}`)
      .filter((name) => name.endsWith('.js'));

  return { publicDir, stats, fileOf, sizeOf, total, jsOf };
}

/** The URL of the first article under a locale prefix ('' for English), or null. */
export function firstArticle(publicDir, prefix) {
  const dir = path.join(publicDir, prefix, 'news');
  if (!existsSync(dir)) return null;
  const slug = readdirSync(dir, { withFileTypes: true }).find(
    (d) =>
      d.isDirectory() &&
      !['page', 'faq', 'post'].includes(d.name) &&
      existsSync(path.join(dir, d.name, 'index.html')),
  );
  return slug ? `/${prefix ? `${prefix}/` : ''}news/${slug.name}/` : null;
}

/** The file a phone loads for each eager <img>: the AVIF candidate of a <picture>, else its src. */
function eagerImages(html) {
  const urls = [];
  for (const match of html.matchAll(/<picture>([\s\S]*?)<\/picture>|<img[^>]+>/g)) {
    const [tag, picture] = match;
    const img = picture !== undefined ? (/<img[^>]+>/.exec(picture)?.[0] ?? '') : tag;
    if (/loading="lazy"/.test(img)) continue;
    const avif = picture && /<source[^>]+type="image\/avif"[^>]+srcset="([^"]+)"/.exec(picture);
    if (avif) {
      const candidates = avif[1]
        .split(',')
        .map((c) => c.trim().split(/\s+/))
        .map(([u, w]) => ({ url: u, width: Number.parseInt(w, 10) || 0 }))
        .sort((a, b) => a.width - b.width);
      const pick = candidates.find((c) => c.width >= PHONE_PIXELS) ?? candidates.at(-1);
      if (pick) urls.push(pick.url);
      continue;
    }
    const src = /\ssrc="([^"]+)"/.exec(img)?.[1];
    if (src) urls.push(src);
  }
  return urls.filter((u) => u.startsWith('/'));
}

/** { br, gz, raw } of the inline scripts a browser runs (not JSON data blocks), each compressed. */
function inlineScripts(html) {
  const bodies = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes, body]) =>
        body.trim() !== '' && !/\b(src|type="application\/)/.test(attributes),
    )
    .map(([, , body]) => Buffer.from(body));
  const of = (encoding) => bodies.reduce((sum, body) => sum + encoders[encoding](body), 0);
  return { br: of('br'), gz: of('gz'), raw: of('raw') };
}

/** Marks a page without a runtime (src/app/islands): its runtime sits in this inert template. */
const RUNTIME_TEMPLATE = /<template id="site-runtime">[\s\S]*?<\/template>/;

/**
 * What a public page's first load costs: the HTML, its <script src> and stylesheets, then what
 * Gatsby's loader fetches to hydrate — page-data.json, app-data.json, the static query results
 * the page uses and the page template's chunk group — and the images it shows eagerly. A page
 * without a runtime (src/app/islands) loads none of the runtime, the loader's data or the
 * template: its JavaScript is its inline scripts (part of the HTML's bytes, shown apart).
 * Null when the page was not built.
 */
export function publicPageWeight(site, page) {
  const htmlFile = path.join(site.publicDir, page.replace(/^\/+/, ''), 'index.html');
  if (!existsSync(htmlFile)) return null;
  const htmlUrl = `/${path.relative(site.publicDir, htmlFile)}`;
  const built = readFileSync(htmlFile, 'utf8');
  const islands = RUNTIME_TEMPLATE.test(built);
  const markup = built.replace(RUNTIME_TEMPLATE, '');
  const attr = (re) => [...markup.matchAll(re)].map((m) => m[1]).filter((u) => u.startsWith('/'));
  const scripts = attr(/<script[^>]+src="([^"]+)"/g);
  const styles = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

  const pageKey = page.replace(/^\/+|\/+$/g, '') || 'index';
  const pageDataUrl = `/page-data/${pageKey}/page-data.json`;
  const pageData = JSON.parse(readFileSync(site.fileOf(pageDataUrl), 'utf8'));
  const group = site.stats.namedChunkGroups[pageData.componentChunkName]?.assets ?? [];
  const templateAssets = group.map((a) => `/${typeof a === 'string' ? a : a.name}`);
  const html = site.total([htmlUrl]);
  const css = site.total([
    ...styles,
    ...(islands ? [] : templateAssets).filter((u) => u.endsWith('.css')),
  ]);
  const none = { br: 0, gz: 0, raw: 0 };
  // A page without a runtime: its inline scripts are its JavaScript, already counted in the HTML.
  const js = islands
    ? inlineScripts(markup)
    : site.total([...scripts, ...templateAssets.filter((u) => u.endsWith('.js'))]);
  const data = islands
    ? none
    : site.total([
        pageDataUrl,
        '/page-data/app-data.json',
        ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
      ]);
  const images = site.total(eagerImages(markup)).br;
  const sumOf = (key) => html[key] + (islands ? 0 : js[key]) + css[key] + data[key] + images;
  return {
    html,
    js,
    css,
    data,
    images,
    islands,
    total: { br: sumOf('br'), gz: sumOf('gz'), raw: sumOf('raw') },
  };
}

/** The app shell's JavaScript (every signed-in page) and each feature area's, shell included. */
export function appAreaWeights(site) {
  const shellFiles = [
    ...site.jsOf('app'),
    ...site.jsOf('component---src-templates-app-shell-template-tsx'),
  ];
  const areas = Object.keys(site.stats.namedChunkGroups)
    .filter((name) => name.startsWith('app-'))
    .sort()
    .map((group) => ({
      area: group.slice(4),
      weight: site.total([...shellFiles, ...site.jsOf(group)]),
    }));
  return { shell: site.total(shellFiles), areas };
}
