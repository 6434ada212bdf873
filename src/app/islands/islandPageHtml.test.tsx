import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { islandHead, islandPostBody } from './islandPageHtml';

const html = (nodes: ReactNode[]) => renderToStaticMarkup(<>{nodes}</>);

// What Gatsby puts in a page (static-entry.js), as onPreRenderHTML receives it.
const HEAD = [
  <meta key="m" charSet="utf-8" />,
  <link key="p" as="script" rel="preload" href="/app-1.js" />,
  <link key="c" rel="canonical" href="https://petcare.example/" />,
];
const POST_BODY = [
  <script key="l" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.a=1' }} />,
  <script key="r" src="/webpack-runtime-1.js" async />,
  <script key="f" src="/framework-1.js" async />,
  <script key="a" src="/app-1.js" async />,
];

describe('the HTML of a page without a runtime', () => {
  it('keeps the head but the runtime preloads', () => {
    const head = html(islandHead(HEAD));
    expect(head).toContain('rel="canonical"');
    expect(head).toContain('<meta charSet="utf-8"/>');
    expect(head).not.toContain('/app-1.js');
  });

  it('puts the runtime scripts into an inert template and adds the island script', () => {
    const body = html(islandPostBody(POST_BODY, 'start()', { trackingName: 'Home' }));
    expect(body).toContain('<script id="gatsby-script-loader">window.a=1</script><template');
    const template = /<template id="site-runtime">(.*?)<\/template>/.exec(body)![1];
    expect(template).toBe(
      '<script src="/webpack-runtime-1.js" async=""></script>' +
        '<script src="/framework-1.js" async=""></script><script src="/app-1.js" async=""></script>',
    );
    const config = /<script id="site-islands" type="application\/json">(.*?)<\/script>/.exec(body);
    expect(JSON.parse(config![1]!)).toEqual({ trackingName: 'Home' });
    expect(body.endsWith('<script>start()</script>')).toBe(true);
  });

  it('puts Gatsby’s scripts slice, where the build has slices, into the template', () => {
    // Stands for Gatsby's ServerSliceRenderer: what it renders is stitched in after the render.
    const SliceRenderer = ({ sliceId }: { sliceId: string }) => <i data-slice={sliceId} />;
    const postBody = [<SliceRenderer key="s" sliceId="_gatsby-scripts" />];
    expect(html(islandPostBody(postBody, 'x()', {}))).toMatch(
      /^<template id="site-runtime"><i data-slice="_gatsby-scripts"><\/i><\/template>/,
    );
  });

  it('writes no text that could close its data block', () => {
    const body = html(
      islandPostBody([], 'start()', { trackingName: '</script><script>alert(1)</script>' }),
    );
    const config = /<script id="site-islands" type="application\/json">(.*?)<\/script>/.exec(body);
    expect(JSON.parse(config![1]!)).toEqual({ trackingName: '</script><script>alert(1)</script>' });
  });
});
