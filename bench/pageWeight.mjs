#!/usr/bin/env node
// Prints what a browser downloads for built public pages, compressed as the server sends it
// (brotli) and as gzip: the HTML, its <script src> and stylesheets, then what Gatsby's loader
// fetches to hydrate — the page's page-data.json, app-data.json, the static query results the page
// uses, and the page template's chunk group (webpack.stats.json) — and the images it shows eagerly.
// Text files count as the precompressed copies the server sends (file.br, file.gz, written after
// each build by server/src/site/siteCompression.ts); where a copy is missing (a file under 1 kB, or
// a build that was never post-processed) it is compressed here the same way. An eager responsive
// image counts as the AVIF file a phone picks (412 px wide at 1.75 device pixels: the first
// candidate of at least 721 px); images are sent as they are.
// Usage: node bench/pageWeight.mjs [/ /jp/ /fr/news/ ...]   (after a build: npm start or gatsby build)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
  pages.push(
    '/',
    '/jp/',
    '/fr/news/',
    firstArticle('') ?? '/news/',
    '/care/london/',
    '/error/404/',
  );

const stats = JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const fileOf = (url) => path.join(publicDir, decodeURI(url.split(/[?#]/)[0]));
const IMAGE = /\.(png|jpe?g|webp|avif|gif|woff2?)$/i;
const PHONE_PIXELS = 721;

const encoders = {
  raw: (body) => body.length,
  br: (body) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  gz: (body) => gzipSync(body, { level: 9 }).length,
};

/** Bytes on the wire for one URL in one encoding. */
function sizeOf(url, encoding) {
  const file = fileOf(url);
  if (!existsSync(file)) return 0;
  if (IMAGE.test(file)) return readFileSync(file).length;
  const copy = `${file}.${encoding}`;
  if (encoding !== 'raw' && existsSync(copy)) return readFileSync(copy).length;
  return encoders[encoding](readFileSync(file));
}

const sum = (urls, encoding) =>
  [...new Set(urls)].reduce((total, url) => total + sizeOf(url, encoding), 0);

/** The file a phone loads for an eager <img>: the AVIF candidate of a <picture>, else its src. */
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

console.log(
  `load average ${loadavg()[0].toFixed(2)}; sizes as sent: brotli / gzip (uncompressed in brackets)`,
);
console.log(
  'page'.padEnd(44),
  'HTML'.padStart(17),
  'JS'.padStart(30),
  'CSS'.padStart(15),
  'data'.padStart(15),
  'images'.padStart(9),
  'total'.padStart(31),
);
for (const page of pages) {
  const htmlFile = path.join(publicDir, page.replace(/^\/+/, ''), 'index.html');
  if (!existsSync(htmlFile)) {
    console.log(page.padEnd(44), 'missing');
    continue;
  }
  const htmlUrl = `/${path.relative(publicDir, htmlFile)}`;
  const markup = readFileSync(htmlFile, 'utf8');
  const attr = (re) => [...markup.matchAll(re)].map((m) => m[1]).filter((u) => u.startsWith('/'));
  const scripts = attr(/<script[^>]+src="([^"]+)"/g);
  const styles = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

  const pageKey = page.replace(/^\/+|\/+$/g, '') || 'index';
  const pageDataUrl = `/page-data/${pageKey}/page-data.json`;
  const pageData = JSON.parse(readFileSync(fileOf(pageDataUrl), 'utf8'));
  const group = stats.namedChunkGroups[pageData.componentChunkName]?.assets ?? [];
  const templateAssets = group.map((a) => `/${typeof a === 'string' ? a : a.name}`);
  const groups = {
    html: [htmlUrl],
    js: [...scripts, ...templateAssets.filter((u) => u.endsWith('.js'))],
    css: [...styles, ...templateAssets.filter((u) => u.endsWith('.css'))],
    data: [
      pageDataUrl,
      '/page-data/app-data.json',
      ...(pageData.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
    ],
  };
  const both = (urls) => [sum(urls, 'br'), sum(urls, 'gz'), sum(urls, 'raw')];
  const [html, js, css, data] = [groups.html, groups.js, groups.css, groups.data].map(both);
  const images = sum(eagerImages(markup), 'br');
  const total = [0, 1, 2].map((i) => html[i] + js[i] + css[i] + data[i] + images);
  const pair = ([br, gz], width) => `${kb(br)} / ${kb(gz)}`.padStart(width);
  const withRaw = ([br, gz, raw], width) => `${kb(br)} / ${kb(gz)} (${kb(raw)})`.padStart(width);
  console.log(
    page.padEnd(44),
    pair(html, 17),
    withRaw(js, 30),
    pair(css, 15),
    pair(data, 15),
    kb(images).padStart(9),
    withRaw(total, 31),
  );
}
