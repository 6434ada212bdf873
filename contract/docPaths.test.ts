// The repository's written documentation names files so that a reader can open them: every path
// in backticks in README.md and the READMEs of the folders (features, server capabilities,
// contract, tests) must exist. A file moved or renamed without its README fails here, so the
// recipe and the design notes cannot drift from the code again.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** Where the documentation lives: the root README and every Markdown file under these folders. */
const DOC_FOLDERS = ['src', 'server', 'contract', 'e2e', 'scripts', 'bench'];
/** A path is checked when it starts with one of these (the repository's top-level entries). */
const ROOTED = /^(src|server|contract|e2e|scripts|bench|static)\//;

function markdownUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : markdownUnder(relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/**
 * The repository paths a Markdown text names in backticks. Patterns stand for many files and are
 * left out: placeholders (`<name>`), globs (`*`), alternatives (`{en,jp}`), numbered migrations
 * (`NNNN_`) and ellipses. A trailing `:line`, `#anchor` or punctuation is not part of the path.
 */
function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, code = ''] of markdown.matchAll(/`([^`\n]+)`/g)) {
    for (const token of code.split(/[\s(),;]+/)) {
      const candidate = token
        .replace(/^['"]|['"]$/g, '')
        .replace(/[#:].*$/, '')
        .replace(/[.,;:]+$/, '');
      if (!ROOTED.test(candidate)) continue;
      if (/[<>*{}…]|NNNN|\.\.\./.test(candidate)) continue;
      found.add(candidate.replace(/\/$/, ''));
    }
  }
  return [...found];
}

/**
 * Paths the documentation names as absent on purpose, with why. Nothing else may be missing.
 */
const NAMED_AS_ABSENT: Record<string, string> = {
  'src/api': 'Gatsby would compile it as serverless functions: the HTTP client is in src/http',
  'server/src/config': 'the server keeps one config.ts; this says there is no such folder',
  'static/images/photos': 'the demo photos the seed draws at start, ignored by git',
};

/** A file or folder, or a module named without its extension (`src/test/testHttpServer`). */
function exists(named: string): boolean {
  return ['', '.ts', '.tsx', '.spec.ts'].some((ext) => existsSync(path.join(root, named + ext)));
}

const docs = ['README.md', ...DOC_FOLDERS.flatMap(markdownUnder)];

describe('paths named in the documentation', () => {
  it('are found in the READMEs', () => {
    expect(docs.length).toBeGreaterThan(40);
    expect(namedPaths(readFileSync(path.join(root, 'README.md'), 'utf8')).length).toBeGreaterThan(
      20,
    );
  });

  it.each(docs)('%s names only paths that exist', (doc) => {
    const missing = namedPaths(readFileSync(path.join(root, doc), 'utf8')).filter(
      (named) => !exists(named) && !(named in NAMED_AS_ABSENT),
    );
    expect(missing).toEqual([]);
  });

  it('reads a path out of its backticks, leaving patterns and decorations out', () => {
    expect(
      namedPaths(
        'See `server/src/reminders/reminderRoutes.ts:12`, `src/features/<name>/`, ' +
          '`src/i18n/locales/{en,jp}/app.json`, `npx jest server/src/db/x.test.ts --ci` and ' +
          '`features/vet/README.md`; `contract/schemas/pet*.ts`, `server/drizzle/NNNN_x.sql`, ' +
          '`src/app/README.md#roles`.',
      ),
    ).toEqual([
      'server/src/reminders/reminderRoutes.ts',
      'server/src/db/x.test.ts',
      'src/app/README.md',
    ]);
  });
});
