import { createHtmlSanitizer } from './sanitizeHtml';

const sanitize = createHtmlSanitizer(window);

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitize(html);
  return container;
}

describe('createHtmlSanitizer', () => {
  it('keeps ordinary article markup', () => {
    const html =
      '<h2>Walks</h2><p>Take <strong>two</strong> a day. <a href="https://example.org/x">More</a></p><ul><li>Water</li></ul><img src="/images/a.svg" alt="A dog">';
    expect(sanitize(html)).toBe(html);
  });

  it('removes script elements and their content', () => {
    const out = parse(
      '<p>Hi</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(out.querySelector('script')).toBeNull();
    expect(out.textContent).toBe('Hi');
  });

  it('removes event handler attributes such as onerror', () => {
    const out = parse('<img src="x" onerror="alert(1)" alt="x"><p onclick="steal()">Text</p>');
    expect(out.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(out.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(out.innerHTML).not.toMatch(/alert|steal/);
  });

  it('removes javascript: URLs', () => {
    const out = parse(
      '<a href="javascript:alert(1)">click</a><a href=" JaVaScRiPt:alert(1)">again</a>',
    );
    for (const a of out.querySelectorAll('a')) expect(a.getAttribute('href')).toBeNull();
    expect(out.textContent).toBe('clickagain');
  });

  it('removes onload from inline svg', () => {
    const out = parse('<svg onload="alert(1)"><circle r="2"></circle></svg>');
    expect(out.innerHTML).not.toMatch(/onload|alert/);
  });

  it('drops style elements, forms and inline styles', () => {
    const out = parse(
      '<style>body{display:none}</style><form action="/x"><input name="a"></form><p style="position:fixed">x</p>',
    );
    expect(out.querySelector('style, form, input')).toBeNull();
    expect(out.querySelector('p')?.hasAttribute('style')).toBe(false);
  });

  it('keeps an iframe from an allowed video host with its allowed attributes', () => {
    const out = parse(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="How to brush teeth" width="560" height="315" allow="encrypted-media; picture-in-picture" allowfullscreen frameborder="0" scrolling="no"></iframe>',
    );
    const iframe = out.querySelector('iframe');
    expect(iframe).not.toBeNull();
    expect(iframe?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(iframe?.getAttribute('title')).toBe('How to brush teeth');
    expect(iframe?.getAttribute('width')).toBe('560');
    expect(iframe?.getAttribute('height')).toBe('315');
    expect(iframe?.getAttribute('allow')).toBe('encrypted-media; picture-in-picture');
    expect(iframe?.hasAttribute('allowfullscreen')).toBe(true);
    expect(iframe?.getAttribute('frameborder')).toBe('0');
    expect(iframe?.getAttribute('scrolling')).toBe('no');
  });

  it('adds lazy loading to iframes', () => {
    const out = parse(
      '<iframe src="https://player.vimeo.com/video/1" title="Video" loading="eager"></iframe>',
    );
    expect(out.querySelector('iframe')?.getAttribute('loading')).toBe('lazy');
  });

  it('accepts all three allow-listed hosts', () => {
    const out = parse(
      [
        'https://www.youtube.com/embed/1',
        'https://www.youtube-nocookie.com/embed/2',
        'https://player.vimeo.com/video/3',
      ]
        .map((src) => `<iframe src="${src}" title="v"></iframe>`)
        .join(''),
    );
    expect(out.querySelectorAll('iframe')).toHaveLength(3);
  });

  it('drops iframes from unknown hosts, look-alike hosts, http and relative sources', () => {
    const out = parse(
      [
        'https://evil.example/embed',
        'https://www.youtube.com.evil.example/embed/1',
        'https://youtube.com/embed/1',
        'http://www.youtube.com/embed/1',
        '/embed/1',
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
      ]
        .map((src) => `<iframe src="${src}" title="v"></iframe>`)
        .join('') + '<iframe title="no src"></iframe><p>after</p>',
    );
    expect(out.querySelector('iframe')).toBeNull();
    expect(out.textContent).toBe('after');
  });

  it('drops srcdoc, event handlers and unknown attributes from kept iframes', () => {
    const out = parse(
      '<iframe id="video" src="https://www.youtube.com/embed/1" title="v" srcdoc="<script>alert(1)</script>" onload="alert(1)" name="x" sandbox="allow-scripts" style="border:0"></iframe>',
    );
    const iframe = out.querySelector('iframe');
    expect(iframe).not.toBeNull();
    expect(iframe?.getAttributeNames().sort()).toEqual(['id', 'loading', 'src', 'title']);
  });

  it('protects the opener for links that open a new tab', () => {
    const out = parse('<a href="https://example.org" target="_blank">x</a>');
    expect(out.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('does not let its iframe hooks leak into another sanitiser instance', () => {
    const other = createHtmlSanitizer(window);
    expect(other('<iframe src="https://www.youtube.com/embed/1" title="v"></iframe>')).toContain(
      '<iframe',
    );
    expect(sanitize('<p>x</p>')).toBe('<p>x</p>');
  });
});

describe('content after a refused element', () => {
  it('keeps the second half of an article after a <noscript> whose attribute holds </noscript>', () => {
    const html =
      '<p>First half.</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' +
      '<h2>Second half</h2><p>Still here.</p>';
    const out = parse(html);
    expect(out.querySelector('h2')?.textContent).toBe('Second half');
    expect(out.textContent).toContain('Still here.');
    expect(out.innerHTML).not.toMatch(/onerror|alert|noscript/);
  });

  it.each([
    ['script', '<script>alert(1)'],
    ['style', '<style>p{color:red}'],
    ['noscript', '<noscript><p>Enable JavaScript'],
    ['noembed', '<noembed>'],
    ['noframes', '<noframes>'],
    ['xmp', '<xmp>'],
    ['plaintext', '<plaintext>'],
    ['title', '<title>'],
    ['textarea', '<textarea>'],
    ['select', '<select><option>a'],
    ['template', '<template><p>inert'],
    ['an iframe from another host', '<iframe src="https://evil.example/x">'],
    ['an allowed iframe', '<iframe src="https://www.youtube.com/embed/1" title="v">'],
    ['foreignObject', '<svg><foreignObject><p>x'],
    ['a comment', '<!-- note to self'],
  ])('keeps what follows %s its author left unclosed', (_name, refused) => {
    const out = parse(`<p>before</p>${refused}<h2>after</h2><p>the end</p>`);
    expect(out.querySelector('h2')?.textContent).toBe('after');
    expect(out.textContent).toContain('the end');
    expect(out.querySelector('script, style, noscript, template, textarea, select')).toBeNull();
  });

  it('drops a refused element with its own content, and only that', () => {
    const out = parse(
      '<p>a</p><script>steal()</script><p>b</p><noscript><p>no js</p></noscript><p>c</p>' +
        '<style>p{}</style><template><p>inert</p></template><p>d</p>',
    );
    expect([...out.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reports what it drops, iframes with their source', () => {
    const dropped: unknown[] = [];
    const withLog = createHtmlSanitizer(window, { onDrop: (d) => dropped.push(d) });
    withLog('<p>x</p><iframe src="https://evil.example/embed"></iframe><script>1</script>');
    expect(dropped).toEqual([
      { element: 'iframe', reason: 'embed-not-allowed', src: 'https://evil.example/embed' },
      { element: 'script', reason: 'refused' },
    ]);
  });
});

describe('embed allow-list', () => {
  it('keeps the default video and map embeds', () => {
    const out = parse(
      [
        'https://www.google.com/maps/embed?pb=!1m18',
        'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
        'https://www.dailymotion.com/embed/video/x8',
        'https://embed.nicovideo.jp/watch/sm9',
      ]
        .map((src) => `<iframe src="${src}" title="m"></iframe>`)
        .join(''),
    );
    expect(out.querySelectorAll('iframe')).toHaveLength(4);
  });

  it('keeps a host only inside its allowed path', () => {
    const out = parse(
      '<iframe src="https://www.google.com/search?q=x" title="a"></iframe>' +
        '<iframe src="https://www.google.com/maps/embedder" title="b"></iframe>' +
        '<iframe src="https://www.youtube.com/watch?v=1" title="c"></iframe>',
    );
    expect(out.querySelector('iframe')).toBeNull();
  });

  it('follows the configured list', () => {
    const custom = createHtmlSanitizer(window, {
      embedSources: [{ host: 'maps.example.org', path: '/embed' }],
    });
    const out = custom(
      '<iframe src="https://maps.example.org/embed/1" title="a"></iframe>' +
        '<iframe src="https://www.youtube.com/embed/1" title="b"></iframe>',
    );
    expect(out).toContain('https://maps.example.org/embed/1');
    expect(out).not.toContain('youtube');
  });
});
