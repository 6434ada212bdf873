#!/usr/bin/env node
// Prints the JavaScript an app area downloads (signed-in, client-only pages): the scripts every
// page loads (webpack's `app` chunk group), the app shell template's chunk group, and the area's
// own screens — one chunk group per feature (`app-<feature>`, named by the lazy routes'
// webpackChunkName). Sizes are as sent: brotli and gzip of each file (the precompressed copy the
// server sends when there is one). A build without lazy routes has no `app-*` groups: all screens
// are in the shell template's group.
// Usage: node bench/appAreaWeight.mjs [public-dir]   (after a build: npm start or gatsby build)
import path from 'node:path';
import { appAreaWeights, builtSite } from './lib/bundleWeights.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const publicDir = path.resolve(process.argv[2] ?? path.join(root, 'public'));
const site = builtSite(publicDir);
if (!site) {
  console.error(`No build in ${publicDir}: run \`npm start\` (or gatsby build) first.`);
  process.exit(1);
}

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const row = (name, t) => `| ${name} | ${kB(t.br)} | ${kB(t.gz)} | ${kB(t.raw)} |`;
const { shell, areas } = appAreaWeights(site);
console.log(`build: ${publicDir}`);
console.log(`| area | JS (brotli) | JS (gzip) | uncompressed |`);
console.log(`| --- | --- | --- | --- |`);
console.log(row('shell (every app page)', shell));
for (const { area, weight } of areas) console.log(row(`shell + ${area}`, weight));
if (areas.length === 0) console.log('(no per-feature chunks: every screen is in the shell)');
