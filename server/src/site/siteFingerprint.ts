import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Everything that changes what `gatsby build` produces, apart from the content itself.
const SOURCE_ENTRIES = [
  'src',
  'contract',
  'static',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package-lock.json',
];

function listFiles(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((d) => !d.name.startsWith('.'))
    .flatMap((d) => listFiles(path.join(entry, d.name)))
    .filter((f) => !/\.test\.tsx?$/.test(f));
}

/** Hash of the site's sources and the build-time settings that reach the bundle. */
export function sourceFingerprint(rootDir: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  for (const entry of SOURCE_ENTRIES) {
    for (const file of listFiles(path.join(rootDir, entry)).sort()) {
      hash.update(path.relative(rootDir, file));
      hash.update(readFileSync(file));
    }
  }
  const buildEnv = Object.keys(env)
    .filter((k) => k.startsWith('GATSBY_') || k === 'PUBLIC_URL')
    .sort()
    .map((k) => `${k}=${env[k]}`);
  hash.update(buildEnv.join('\n'));
  return hash.digest('hex');
}
