#!/usr/bin/env node
// Prints the JavaScript and total transfer (gzip) of built public pages, as a browser loading the
// page first fetches them: the HTML, its <script src> and stylesheets, then what Gatsby's loader
// fetches to hydrate — the page's page-data.json, app-data.json, the static query results the page
// uses, and the page template's chunk group (webpack.stats.json) — and the images it shows eagerly.
// Usage: node bench/pageWeight.mjs [/ /jp/ /fr/news/ ...]   (after a build: npm start or gatsby build)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const publicDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'public');
if (!existsSync(path.join(publicDir, 'index.html'))) {
  console.error('No build in public/: run `npm start` (or gatsby build) first.');
  process.exit(1);
}

function firstArticle(prefix) {
  const dir = path.join(publicDir, prefix, 'news');
  const slug = readdirSync(dir, { withFileTypes: true }).find(
    (d) => d.isDirectory() && d.name !== 'page' && existsSync(path.join(dir, d.name, 'index.html')),
  );
  return slug ? `/${prefix ? `${prefix}/` : ''}news/${slug.name}/` : null;
}

const pages = process.argv.slice(2);
if (pages.length === 0)
  pages.push('/', '/jp/', '/fr/news/', firstArticle('') ?? '/news/', '/error/404/');

const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const fileOf = (url) => path.join(publicDir, decodeURI(url.split(/[?#]/)[0]));
// Images are sent as they are (already compressed); text is gzipped.
const sizeOf = (url) => {
  const file = fileOf(url);
  if (!existsSync(file)) return 0;
  const body = readFileSync(file);
  return /\.(png|jpe?g|webp|avif|gif|woff2?)$/i.test(file)
    ? body.length
    : gzipSync(body, { level: 9 }).length;
};
const sum = (urls) => [...new Set(urls)].reduce((total, url) => total + sizeOf(url), 0);

console.log(
  'page'.padEnd(44),
  'JS (gzip)'.padStart(10),
  'CSS'.padStart(8),
  'data'.padStart(8),
  'images'.padStart(8),
  'total'.padStart(10),
);
for (const page of pages) {
  const htmlFile = path.join(publicDir, page.replace(/^\/+/, ''), 'index.html');
  if (!existsSync(htmlFile)) {
    console.log(page.padEnd(44), 'missing');
    continue;
  }
  const html = readFileSync(htmlFile, 'utf8');
  const attr = (re) => [...html.matchAll(re)].map((m) => m[1]).filter((u) => u.startsWith('/'));
  const scripts = attr(/<script[^>]+src="([^"]+)"/g);
  const styles = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  // Lazy images below the fold are not fetched when the page loads.
  const images = [...html.matchAll(/<img[^>]+>/g)]
    .map((m) => m[0])
    .filter((tag) => !/loading="lazy"/.test(tag))
    .map((tag) => /src="([^"]+)"/.exec(tag)?.[1] ?? '')
    .filter((u) => u.startsWith('/'));

  const pageKey = page.replace(/^\/+|\/+$/g, '') || 'index';
  const pageDataUrl = `/page-data/${pageKey}/page-data.json`;
  const pageData = JSON.parse(readFileSync(fileOf(pageDataUrl), 'utf8'));
  const group = stats.namedChunkGroups[pageData.componentChunkName]?.assets ?? [];
  const templateAssets = group.map((a) => `/${typeof a === 'string' ? a : a.name}`);
  const data = [
    pageDataUrl,
    '/page-data/app-data.json',
    ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
  ];

  const jsUrls = [...scripts, ...templateAssets.filter((u) => u.endsWith('.js'))];
  const js = sum(jsUrls);
  const css = sum([...styles, ...templateAssets.filter((u) => u.endsWith('.css'))]);
  const dataSize = sum(data);
  const imageSize = sum(images);
  const total = gzipSync(html, { level: 9 }).length + js + css + dataSize + imageSize;
  console.log(
    page.padEnd(44),
    kb(js).padStart(10),
    kb(css).padStart(8),
    kb(dataSize).padStart(8),
    kb(imageSize).padStart(8),
    kb(total).padStart(10),
  );
}
