#!/usr/bin/env node
// Prints the JavaScript and total transfer (gzip) of built public pages, as a browser loading the
// page first would fetch them: the HTML, its <script src> and <link rel=stylesheet> files.
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

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

console.log('page'.padEnd(48), 'JS (gzip)'.padStart(12), 'total (gzip)'.padStart(14));
for (const page of pages) {
  const htmlFile = path.join(publicDir, page.replace(/^\/+/, ''), 'index.html');
  if (!existsSync(htmlFile)) {
    console.log(page.padEnd(48), 'missing');
    continue;
  }
  const html = readFileSync(htmlFile);
  const text = html.toString();
  const scripts = [...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  const size = (urls) =>
    urls
      .map((u) => path.join(publicDir, u.split('?')[0]))
      .filter((f) => existsSync(f))
      .reduce((sum, f) => sum + gz(readFileSync(f)), 0);
  const js = size(scripts);
  // Hydration also fetches the page's data and the app data.
  const pageKey = page.replace(/^\/+|\/+$/g, '') || 'index';
  const data = size([`/page-data/${pageKey}/page-data.json`, '/page-data/app-data.json']);
  const total = gz(html) + js + size(styles) + data;
  console.log(page.padEnd(48), kb(js).padStart(12), kb(total).padStart(14));
}
