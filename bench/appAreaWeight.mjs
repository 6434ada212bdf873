#!/usr/bin/env node
// Prints the JavaScript an app area downloads (signed-in, client-only pages): the scripts every
// page loads (webpack's `app` chunk group), the app shell template's chunk group, and the area's
// own screens — one chunk group per feature (`app-<feature>`, named by the lazy routes'
// webpackChunkName). Sizes are as sent: brotli and gzip of each file (the precompressed copy the
// server sends when there is one). A build without lazy routes has no `app-*` groups: all screens
// are in the shell template's group.
// Usage: node bench/appAreaWeight.mjs [public-dir]   (after a build: npm start or gatsby build)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const publicDir = path.resolve(process.argv[2] ?? path.join(root, 'public'));
const statsFile = path.join(publicDir, 'webpack.stats.json');
if (!existsSync(statsFile)) {
  console.error(`No build in ${publicDir}: run \`npm start\` (or gatsby build) first.`);
  process.exit(1);
}
const groups = JSON.parse(readFileSync(statsFile, 'utf8')).namedChunkGroups;

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const full = path.join(publicDir, file);
    const body = readFileSync(full);
    const br = existsSync(`${full}.br`)
      ? readFileSync(`${full}.br`).length
      : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const gz = existsSync(`${full}.gz`)
      ? readFileSync(`${full}.gz`).length
      : gzipSync(body, { level: 9 }).length;
    sizes.set(file, { raw: body.length, br, gz });
  }
  return sizes.get(file);
}

const jsOf = (group) =>
  (groups[group]?.assets ?? [])
    .map((a) => (typeof a === 'string' ? a : a.name))
    .filter((n) => n.endsWith('.js'));

function total(files) {
  const unique = [...new Set(files)];
  return unique.reduce(
    (sum, file) => {
      const s = sizeOf(file);
      return { raw: sum.raw + s.raw, br: sum.br + s.br, gz: sum.gz + s.gz };
    },
    { raw: 0, br: 0, gz: 0 },
  );
}

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const shellFiles = [...jsOf('app'), ...jsOf('component---src-templates-app-shell-template-tsx')];
const shell = total(shellFiles);
console.log(`build: ${publicDir}`);
console.log(`| area | JS (brotli) | JS (gzip) | uncompressed |`);
console.log(`| --- | --- | --- | --- |`);
console.log(`| shell (every app page) | ${kB(shell.br)} | ${kB(shell.gz)} | ${kB(shell.raw)} |`);
const areas = Object.keys(groups)
  .filter((name) => name.startsWith('app-'))
  .sort();
for (const area of areas) {
  const t = total([...shellFiles, ...jsOf(area)]);
  console.log(`| shell + ${area.slice(4)} | ${kB(t.br)} | ${kB(t.gz)} | ${kB(t.raw)} |`);
}
if (areas.length === 0) console.log('(no per-feature chunks: every screen is in the shell)');
