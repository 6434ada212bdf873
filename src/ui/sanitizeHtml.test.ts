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
