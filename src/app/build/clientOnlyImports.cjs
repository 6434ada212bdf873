// A Babel plugin for the HTML renderer only (gatsby-node's onCreateBabelConfig, stages build-html
// and develop-html). Every `import()` in src/ loads something the browser needs later — the app's
// screens (lazyScreen), the signed-in header of the public pages, chart.js, the rich-text editor,
// the realtime libraries — and nothing that server-side rendering draws: the app's pages are
// prebuilt as their loading layout (templates/AppShellTemplate.tsx). Left in, webpack compiles
// the whole app a second time for the renderer. Here each one becomes a promise that rejects,
// so those modules never enter the renderer's graph; the browser bundle keeps them.
// CommonJS: Babel requires plugins by path.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

const SOURCE_DIR = path.resolve(__dirname, '..', '..') + path.sep;

/** @param {{ types: import('@babel/types') }} babel */
module.exports = function clientOnlyImports({ types: t }) {
  return {
    name: 'petcare-client-only-imports',
    visitor: {
      /** @param {import('@babel/traverse').NodePath<import('@babel/types').CallExpression>} call */
      CallExpression(call, state) {
        if (call.node.callee.type !== 'Import') return;
        const file = state.filename ?? '';
        if (!file.startsWith(SOURCE_DIR)) return;
        // Promise.reject(new Error('…')): should a render ever call one, it fails and says why.
        call.replaceWith(
          t.callExpression(t.memberExpression(t.identifier('Promise'), t.identifier('reject')), [
            t.newExpression(t.identifier('Error'), [
              t.stringLiteral(
                `import() of ${path.relative(SOURCE_DIR, file)} is left out of the HTML renderer: ` +
                  'it loads in the browser only (src/app/build/clientOnlyImports.cjs)',
              ),
            ]),
          ]),
        );
      },
    },
  };
};
