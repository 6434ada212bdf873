import { loadRuntime } from './loadRuntime';

// A page without a runtime as islandPageHtml.ts writes it, with Gatsby's scripts slice stitched in.
const PAGE = `<main>Text</main>
<template id="site-runtime"><!-- slice-start id="_gatsby-scripts-1" -->
  <script id="gatsby-chunk-mapping">
    window.___chunkMapping="{}";
  </script><script>window.___webpackCompilationHash="abc";</script><script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></template>`;

describe('loadRuntime', () => {
  it('inserts the template’s scripts as live elements, in order, text and attributes kept', () => {
    document.body.innerHTML = PAGE;
    expect(document.querySelectorAll('body > script')).toHaveLength(0);
    loadRuntime();
    const inserted = [...document.querySelectorAll('body > script')];
    expect(inserted.map((s) => s.getAttribute('src') ?? s.id ?? '')).toEqual([
      'gatsby-chunk-mapping',
      '',
      '/webpack-runtime-1.js',
      '/app-1.js',
    ]);
    const template = document.getElementById('site-runtime') as HTMLTemplateElement;
    const originals = [...template.content.querySelectorAll('script')];
    expect(inserted.map((s) => s.textContent)).toEqual(originals.map((s) => s.textContent));
    expect((inserted[3] as HTMLScriptElement).async).toBe(true);
  });

  it('does nothing on a page that has no such template', () => {
    document.body.innerHTML = '<main>Text</main>';
    loadRuntime();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
