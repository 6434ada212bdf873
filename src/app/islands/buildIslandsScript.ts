// Bundles the island script (islandsEntry.ts) for inlining into the pages without a runtime
// (README.md). Run by the site build (gatsby-node onCreateWebpackConfig), in Node.
import path from 'node:path';
import { buildSync } from 'esbuild';

/** The build settings the script's modules read (the tag manager's, as the bundles see them). */
const BUILD_SETTINGS = ['GATSBY_GTM_IDS', 'GATSBY_GTM_ENABLED', 'GATSBY_GTM_DEBUG'] as const;

/** The minified script, one IIFE; `root` is the site's folder (where tsconfig.json is). */
export function buildIslandsScript(
  env: NodeJS.ProcessEnv = process.env,
  root: string = process.cwd(),
): string {
  const define: Record<string, string> = { 'process.env.NODE_ENV': '"production"' };
  for (const name of BUILD_SETTINGS) {
    const value = env[name];
    define[`process.env.${name}`] = value === undefined ? 'undefined' : JSON.stringify(value);
  }
  const result = buildSync({
    entryPoints: [path.join(root, 'src', 'app', 'islands', 'islandsEntry.ts')],
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    // The browsers the site supports (package.json browserslist); older ones read the HTML only.
    target: ['es2020'],
    define,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('The island script was not built');
  return output.text.trim();
}
