// Files that package.json scripts name must be in git: a file that exists only on one developer's
// disk makes `npm start` or `npm test` fail on every fresh clone (it happened with start.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Paths a script command names: tokens with a folder and a file extension, e.g. `scripts/x.mjs`. */
export function filesNamedByScripts(scripts) {
  const files = new Set();
  for (const command of Object.values(scripts)) {
    for (const token of String(command).split(/[\s=;&|()'"]+/)) {
      if (/^(\.\/)?[\w@.-]+(\/[\w@.-]+)+\.(m?[jt]sx?|cjs|cts|json|sh|ya?ml)$/.test(token)) {
        files.add(path.posix.normalize(token));
      }
    }
  }
  return [...files].sort();
}

/** The named files that git does not track (or, outside a git checkout, that do not exist). */
export function untrackedScriptFiles(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const files = filesNamedByScripts(pkg.scripts ?? {});
  if (!existsSync(path.join(root, '.git'))) {
    return files.filter((file) => !existsSync(path.join(root, file)));
  }
  return files.filter(
    (file) =>
      spawnSync('git', ['ls-files', '--error-unmatch', '--', file], { cwd: root, stdio: 'ignore' })
        .status !== 0,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const missing = untrackedScriptFiles(root);
  for (const file of missing) console.error(`package.json names ${file}, which git does not track`);
  process.exit(missing.length ? 1 : 0);
}
