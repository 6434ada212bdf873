#!/usr/bin/env node
// Renders the raster pictures social networks and search engines need (they do not take SVG):
// the default share picture, the logo and a PNG of every news cover, into static/images/social/.
// Run after changing a cover or the logo: node scripts/socialImages.mjs (the output is committed).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = path.join(root, 'static/images/social');
mkdirSync(path.join(out, 'covers'), { recursive: true });

const logo = readFileSync(path.join(root, 'static/favicon.svg'), 'utf8');
await sharp(Buffer.from(logo), { density: 1200 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, 'logo.png'));

const logoInner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#fdebd8"/>
  <path d="M0 520c200-50 420-60 640-30s380 10 560-20v160H0z" fill="#9fd8b7"/>
  <path d="M0 570c260-30 560-25 1200-5v65H0z" fill="#6fbf95"/>
  <g transform="translate(120 150) scale(7)">${logoInner}</g>
  <text x="400" y="290" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="120" fill="#134e4a">PetCare</text>
  <text x="404" y="370" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#44403c">Pet care made simple</text>
</svg>`;
await sharp(Buffer.from(card)).png({ compressionLevel: 9 }).toFile(path.join(out, 'petcare.png'));

const coversDir = path.join(root, 'static/images/covers');
for (const file of readdirSync(coversDir).filter((f) => f.endsWith('.svg'))) {
  await sharp(path.join(coversDir, file), { density: 200 })
    .resize(1200, 675)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, 'covers', file.replace(/\.svg$/, '.png')));
}
console.log(`social images written to ${path.relative(root, out)}`);
