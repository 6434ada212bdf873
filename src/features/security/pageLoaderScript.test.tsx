import { renderToStaticMarkup } from 'react-dom/server';
import { PAGE_LOADER_SCRIPT, withConstantPageLoader } from './pageLoaderScript';

const gatsbyLoader = (pagePath: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{
      __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`,
    }}
  />
);

function run(html: string): unknown {
  const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const element = document.createElement('div');
  element.innerHTML = html;
  const scriptElement = element.querySelector('script')!;
  const win = { pagePath: undefined as unknown };
  // The script reads its own element, as the browser's document.currentScript gives it.
  new Function('window', 'document', script)(win, { currentScript: scriptElement });
  return win.pagePath;
}

describe('withConstantPageLoader', () => {
  it('gives every page the same script text, with the path in an attribute', () => {
    const pages = ['/', '/jp/news/お知らせ/', '/news/"quoted"/'];
    const rendered = pages.map((p) =>
      renderToStaticMarkup(<>{withConstantPageLoader([gatsbyLoader(p)])}</>),
    );
    const bodies = rendered.map((html) => /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]);
    expect(new Set(bodies)).toEqual(new Set([PAGE_LOADER_SCRIPT]));
    expect(rendered.map(run)).toEqual(pages);
  });

  it('leaves other components and loader scripts of another shape alone', () => {
    const other = (
      <script key="x" id="gatsby-chunk-mapping" dangerouslySetInnerHTML={{ __html: 'a' }} />
    );
    const changed = (
      <script
        key="y"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{
          __html: '/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/',
        }}
      />
    );
    const input = [other, changed, 'text'];
    expect(withConstantPageLoader(input)).toEqual(input);
  });
});
