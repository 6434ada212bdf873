// The layering the contract exists for (contract/README.md): the site (src/, gatsby-*) and the API
// (server/) never import each other's code, only the contract; the contract imports nothing of
// either, and the site takes nothing but types from the contract's TypeBox schemas, so no schema
// code reaches the browser bundle.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [full] : [];
  });
}

const SIDES = {
  contract: sourceFiles(path.join(ROOT, 'contract')),
  site: [
    ...sourceFiles(path.join(ROOT, 'src')),
    ...readdirSync(ROOT)
      .filter((name) => /^gatsby-.*\.tsx?$/.test(name))
      .map((name) => path.join(ROOT, name)),
  ],
  server: sourceFiles(path.join(ROOT, 'server')),
};

interface ImportEdge {
  from: string;
  specifier: string;
  typeOnly: boolean;
}

const IMPORT =
  /(?:^|\n)\s*(import|export)(\s+type)?\s[^;]*?from\s+'([^']+)'|import\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g;

function importsOf(file: string): ImportEdge[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT)].map((match) => ({
    from: path.relative(ROOT, file),
    specifier: match[3] ?? match[4] ?? '',
    typeOnly: match[2] !== undefined,
  }));
}

/** The top folder a relative import lands in ('src', 'server', 'contract', …). */
function topFolderOf(edge: ImportEdge): string | null {
  if (!edge.specifier.startsWith('.')) return null;
  const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(edge.from), edge.specifier));
  return target.split(path.sep)[0] ?? null;
}

const describeEdge = (edge: ImportEdge) => `${edge.from} → ${edge.specifier}`;

describe('import boundaries', () => {
  it('finds the files it checks', () => {
    expect(SIDES.contract.length).toBeGreaterThan(10);
    expect(SIDES.site.length).toBeGreaterThan(100);
    expect(SIDES.server.length).toBeGreaterThan(100);
  });

  it('the site imports no server code', () => {
    const edges = SIDES.site.flatMap(importsOf).filter((e) => topFolderOf(e) === 'server');
    expect(edges.map(describeEdge)).toEqual([]);
  });

  it('the server imports no site code', () => {
    const edges = SIDES.server.flatMap(importsOf).filter((e) => {
      const top = topFolderOf(e);
      return top === 'src' || (top !== null && top.startsWith('gatsby-'));
    });
    expect(edges.map(describeEdge)).toEqual([]);
  });

  it('the contract imports only itself and TypeBox', () => {
    const edges = SIDES.contract
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap(importsOf)
      .filter((e) =>
        e.specifier.startsWith('.')
          ? topFolderOf(e) !== 'contract'
          : !e.specifier.startsWith('@sinclair/typebox'),
      );
    expect(edges.map(describeEdge)).toEqual([]);
  });

  it('the data modules of the contract are free of TypeBox (the site bundles them)', () => {
    const edges = SIDES.contract
      .filter((file) => !file.includes(`${path.sep}schemas${path.sep}`))
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap(importsOf)
      .filter(
        (e) => !e.typeOnly && (e.specifier.includes('schemas/') || e.specifier.startsWith('@')),
      );
    expect(edges.map(describeEdge)).toEqual([]);
  });

  it('the site takes only types from the contract schemas', () => {
    const edges = SIDES.site
      .flatMap(importsOf)
      .filter((e) => e.specifier.startsWith('@contract/schemas/') && !e.typeOnly);
    expect(edges.map(describeEdge)).toEqual([]);
  });

  it('both sides reach the contract through the @contract alias, never a relative path', () => {
    const edges = [...SIDES.site, ...SIDES.server]
      .flatMap(importsOf)
      .filter((e) => topFolderOf(e) === 'contract');
    expect(edges.map(describeEdge)).toEqual([]);
  });
});

/** Where a relative import of the site lands, relative to src/ ('app/core/routeTypes', …). */
function siteTargetOf(edge: ImportEdge): string | null {
  if (!edge.specifier.startsWith('.')) return null;
  const target = path.relative(
    path.join(ROOT, 'src'),
    path.resolve(ROOT, path.dirname(edge.from), edge.specifier),
  );
  return target.startsWith('..') ? null : target.split(path.sep).join('/');
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const siteFilesUnder = (folder: string) =>
  SIDES.site.filter((file) =>
    path.relative(ROOT, file).split(path.sep).join('/').startsWith(folder),
  );

/** Imports of these files that land under any of the folders (relative to src/). */
function edgesInto(files: readonly string[], folders: readonly string[], except: string[] = []) {
  if (files.length === 0) throw new Error('no files to check: has the folder moved?');
  return files
    .flatMap(importsOf)
    .filter((edge) => {
      const target = siteTargetOf(edge);
      if (target === null || except.some((folder) => target.startsWith(folder))) return false;
      return folders.some((folder) => target.startsWith(folder));
    })
    .map(describeEdge);
}

// The site's own layering (../shared/DESIGN.md): templates and the app assembly → features →
// app/core, stores, http, ui, i18n → contract.
describe('site layers', () => {
  it('features import app/core only, never the app assembly (routes, shell, layouts)', () => {
    expect(edgesInto(siteFilesUnder('src/features/'), ['app/'], ['app/core/'])).toEqual([]);
  });

  it('app/core imports no feature, no store and nothing of the assembly (types included)', () => {
    const core = siteFilesUnder('src/app/core/').filter((file) => !isTest(file));
    expect(edgesInto(core, ['features/', 'stores/', 'app/', 'templates/'], ['app/core/'])).toEqual(
      [],
    );
  });

  it('the UI kit imports nothing above it', () => {
    const ui = siteFilesUnder('src/ui/').filter((file) => !isTest(file));
    expect(edgesInto(ui, ['app/', 'features/', 'stores/', 'http/', 'templates/'])).toEqual([]);
  });

  it('the HTTP client imports no feature, store or screen', () => {
    const http = siteFilesUnder('src/http/').filter((file) => !isTest(file));
    expect(edgesInto(http, ['app/', 'features/', 'stores/', 'templates/'])).toEqual([]);
  });

  // A feature may also have a build.ts: what the site build (gatsby-node, bundled for Node, which
  // keeps every re-export) takes from it, without the components its index names.
  it("features reach one another only through the other feature's index.ts (or build.ts)", () => {
    const deep = siteFilesUnder('src/features/')
      .flatMap(importsOf)
      .filter((edge) => {
        const target = siteTargetOf(edge);
        const other = target === null ? null : featureOf(target);
        const own = featureOf(path.relative(path.join(ROOT, 'src'), path.join(ROOT, edge.from)));
        return (
          other !== null && other.name !== own?.name && !['', 'index', 'build'].includes(other.rest)
        );
      })
      .map(describeEdge);
    expect(deep).toEqual([]);
  });

  it("the site build (gatsby-node and what it imports) takes no feature's index.ts", () => {
    const visited = new Set<string>();
    const throughIndex: string[] = [];
    const resolveFile = (base: string): string | null =>
      ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => base + ending)
        .find((file) => existsSync(file)) ?? null;
    const walk = (file: string): void => {
      if (visited.has(file)) return;
      visited.add(file);
      for (const edge of importsOf(file)) {
        if (edge.typeOnly || !edge.specifier.startsWith('.')) continue;
        const target = resolveFile(path.resolve(ROOT, path.dirname(edge.from), edge.specifier));
        if (target === null) continue;
        if (/[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/.test(target))
          throughIndex.push(describeEdge(edge));
        walk(target);
      }
    };
    walk(path.join(ROOT, 'gatsby-node.ts'));
    expect(visited.size).toBeGreaterThan(10);
    expect(throughIndex).toEqual([]);
  });

  it("a feature's index.ts names no screen (screens load lazily, through the route table)", () => {
    const routeFiles = siteFilesUnder('src/features/').filter((f) => /Routes\.tsx?$/.test(f));
    const lazy = new Set(routeFiles.flatMap(importsOf).flatMap((edge) => siteTargetOf(edge) ?? []));
    const indexes = siteFilesUnder('src/features/').filter((f) => /[\\/]index\.tsx?$/.test(f));
    const screens = indexes
      .flatMap(importsOf)
      .filter((edge) => {
        const target = siteTargetOf(edge);
        return target !== null && (lazy.has(target) || /Screen$/.test(target));
      })
      .map(describeEdge);
    expect(screens).toEqual([]);
  });
});

/** The feature a path relative to src/ lies in, and the rest of the path inside it. */
function featureOf(srcPath: string): { name: string; rest: string } | null {
  const match = /^features\/([^/]+)(?:\/(.*))?$/.exec(srcPath.split(path.sep).join('/'));
  return match ? { name: match[1]!, rest: (match[2] ?? '').replace(/\.tsx?$/, '') } : null;
}

const SERVER_SRC = path.join(ROOT, 'server', 'src');

// The server's layering (server/src/routeGroups/README.md). The kernel is infrastructure any
// capability may use, file by file; the assembly wires the capabilities together and may import
// any file of any of them; every other folder of server/src is a capability.
const SERVER_KERNEL: Record<string, string> = {
  http: 'the HTTP layer every route is built on (route schemas, rate limits, the capability type)',
  db: 'the database: connection, migrations, column helpers, personal-data lines',
  errors: 'the typed errors and the one error answer',
  i18n: "the API's Japanese: the translator and the messages every route shares",
  storage: 'where stored files live (local disk or S3)',
  uploads: 'receiving and checking an uploaded file, whatever it is for',
  mail: 'sending mail (SMTP, the dev outbox, the layout every mail shares)',
  sms: 'sending text messages',
  jobs: 'the background job runner',
  realtime: 'the push channel (the Pusher protocol) capabilities broadcast on',
  openapi: 'the OpenAPI document, generated from every registered route',
  'configValues.ts': 'reading one setting from the environment, for every settings module',
};
const SERVER_ASSEMBLY: Record<string, string> = {
  'app.ts': 'builds the app: shared services, then every capability',
  'capabilities.ts': 'the list of capabilities app.ts registers',
  'main.ts': 'starts the API',
  'devServer.ts': 'starts the API for development',
  'apiTranslator.ts': "merges the shared Japanese and every capability's",
  'config.ts': "composes every folder's settings",
  routeGroups: "areas: services built once from several capabilities' and shared by their routes",
  'db/schema.ts': "drizzle's one schema: re-exports every capability's tables",
  'db/seed': "the demo data, written through many capabilities' tables and services",
};

/** The capability a path inside server/src lies in, and the rest of the path inside it. */
function capabilityOf(file: string): { name: string; rest: string } | null {
  const [name, ...rest] = path.relative(SERVER_SRC, file).split(path.sep);
  if (name === undefined || name.startsWith('..') || (rest.length === 0 && /\.ts$/.test(name)))
    return null;
  if (name in SERVER_KERNEL || name in SERVER_ASSEMBLY) return null;
  return { name, rest: rest.join('/').replace(/\.tsx?$/, '') };
}

/**
 * The kernel's imports of capabilities that are still to move (the kernel should import none).
 * Each names why it is there and where it goes: the request guards and the token lookup they run
 * read auth's tables of users, roles and tokens, so they move to the kernel together with those
 * tables; the capability context names the notification service, which needs a kernel interface.
 * The list must match exactly: a new edge fails, and so does one removed but still listed.
 */
const KERNEL_EDGES_TO_MOVE: Record<string, string> = {
  'server/src/http/capability.ts → ../notifications/notificationService':
    'type only: the service every capability is handed; a kernel interface would replace it',
  'server/src/http/rowRoutes.ts → ../auth/requireRole':
    "the row routes' guard; moves with the token lookup and the identity tables",
  'server/src/realtime/broadcastingRoutes.ts → ../auth/requireRole':
    "the channel authorisation's guard; the same move",
  'server/src/realtime/broadcastingRoutes.ts → ../auth/userService':
    "the presence channels' user info; the same move",
  'server/src/realtime/channelAuthorization.ts → ../auth/authContext':
    "type only: the signed-in caller's shape; the same move",
};

// Tests and their fixtures test a capability's insides, so they may reach into any of them
// (server/test/ too, which is not under server/src).
const isServerTest = (file: string) => /\.(test|fixture)\.ts$/.test(file);

describe('server layers', () => {
  it('the kernel and assembly it names exist (a renamed folder would turn into a capability)', () => {
    const missing = [...Object.keys(SERVER_KERNEL), ...Object.keys(SERVER_ASSEMBLY)].filter(
      (name) => !existsSync(path.join(SERVER_SRC, name)),
    );
    expect(missing).toEqual([]);
  });

  it('the kernel imports no capability, but for the edges still to move (listed with why)', () => {
    const inAssembly = (relative: string) =>
      Object.keys(SERVER_ASSEMBLY).some(
        (name) => relative === name || relative.startsWith(`${name}/`),
      );
    const kernelFiles = SIDES.server.filter((file) => {
      const relative = path.relative(SERVER_SRC, file).split(path.sep).join('/');
      const top = relative.split('/')[0] ?? '';
      return top in SERVER_KERNEL && !inAssembly(relative) && !isServerTest(file);
    });
    expect(kernelFiles.length).toBeGreaterThan(50);
    // A specifier names a file without its extension (../config is config.ts, not a folder).
    const target = (edge: ImportEdge) => {
      const base = path.resolve(ROOT, path.dirname(edge.from), edge.specifier);
      return existsSync(`${base}.ts`) ? `${base}.ts` : base;
    };
    const edges = kernelFiles
      .flatMap(importsOf)
      .filter((edge) => edge.specifier.startsWith('.') && capabilityOf(target(edge)) !== null)
      .map((edge) => `${edge.from.split(path.sep).join('/')} → ${edge.specifier}`);
    expect([...new Set(edges)].sort()).toEqual(Object.keys(KERNEL_EDGES_TO_MOVE).sort());
  });

  it("capabilities reach one another only through the other capability's index.ts", () => {
    const capabilityFiles = SIDES.server.filter(
      (file) => capabilityOf(file) !== null && !isServerTest(file),
    );
    expect(capabilityFiles.length).toBeGreaterThan(100);
    const deep = capabilityFiles
      .flatMap(importsOf)
      .filter((edge) => {
        if (!edge.specifier.startsWith('.')) return false;
        const own = capabilityOf(path.join(ROOT, edge.from));
        const other = capabilityOf(path.resolve(ROOT, path.dirname(edge.from), edge.specifier));
        return other !== null && other.name !== own?.name && !['', 'index'].includes(other.rest);
      })
      .map(describeEdge);
    expect(deep).toEqual([]);
  });
});
