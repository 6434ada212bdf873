#!/usr/bin/env node
// Prints what a browser downloads for built public pages, compressed as the server sends it
// (brotli) and as gzip: the HTML, its scripts and stylesheets, what Gatsby's loader fetches to
// hydrate, and the images it shows eagerly (bench/lib/bundleWeights.mjs says how each is counted).
// Usage: node bench/pageWeight.mjs [/ /jp/ /fr/news/ ...]   (after a build: npm start or gatsby build)
import { loadavg } from 'node:os';
import path from 'node:path';
import { builtSite, firstArticle, publicPageWeight } from './lib/bundleWeights.mjs';

const publicDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'public');
const site = builtSite(publicDir);
if (!site) {
  console.error('No build in public/: run `npm start` (or gatsby build) first.');
  process.exit(1);
}

const pages = process.argv.slice(2);
if (pages.length === 0)
  pages.push(
    '/',
    '/jp/',
    '/fr/news/',
    firstArticle(publicDir, '') ?? '/news/',
    '/care/london/',
    '/error/404/',
  );

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const pair = ({ br, gz }, width) => `${kb(br)} / ${kb(gz)}`.padStart(width);
const withRaw = ({ br, gz, raw }, width) => `${kb(br)} / ${kb(gz)} (${kb(raw)})`.padStart(width);

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
  const weight = publicPageWeight(site, page);
  if (!weight) {
    console.log(page.padEnd(44), 'missing');
    continue;
  }
  console.log(
    page.padEnd(44),
    pair(weight.html, 17),
    withRaw(weight.js, 30),
    pair(weight.css, 15),
    pair(weight.data, 15),
    kb(weight.images).padStart(9),
    withRaw(weight.total, 31),
  );
}
