import { createHtmlSanitizer } from './sanitizeHtml';

// Known XSS and mutation-XSS vectors (OWASP's filter evasion cheat sheet, DOMPurify's own
// regressions, namespace confusion). Each is placed inside an article, between content that
// must survive it.
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="data:x,<script>alert(4)</script>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noscript><style></noscript><img src=x onerror=alert(1)>',
  '<noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>',
  '<noframes><img title="</noframes><img src onerror=alert(1)>"></noframes>',
  '<xmp><img title="</xmp><img src onerror=alert(1)>"></xmp>',
  '<title><img src=x onerror=alert(1)></title>',
  '<textarea><img title="</textarea><img src onerror=alert(1)>"></textarea>',
  '<select><style></select><img src=x onerror=alert(1)></style>',
  '<table><style><img src=x onerror=alert(1)></style></table>',
  '<template><script>alert(1)</script></template>',
  '<template><img src=x onerror=alert(1)>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[><img src=x onerror=alert(1)>]]>',
  '<p>x</p><plaintext><img src=x onerror=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)">',
  '<iframe src="https://www.youtube.com/embed/1" onload="alert(1)"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/1"></iframe>',
  '<iframe src="https://user:pw@www.youtube.com/embed/1"></iframe>',
  '<iframe src="//www.youtube.com/embed/1"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href=" vbscript:msgbox(1)">x</a>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<a id="x"><svg><style><img src=x onerror=alert(1)></style></svg></a>',
  '<p title="--><img src=x onerror=alert(1)>">x</p>',
  '<img src="x` `<script>alert(1)</script>"` `>',
];

const FORBIDDEN_ELEMENTS =
  'script, style, object, embed, form, input, button, base, meta, link, frame, frameset, ' +
  'applet, noscript, template, textarea, select, noembed, noframes, xmp, plaintext';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'to'];

const sanitize = createHtmlSanitizer(window);

function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe.each(CORPUS)('the XSS vector %s', (vector) => {
  const input = `<p>BEFORE-MARK</p>${vector}<p>AFTER-MARK</p>`;
  const out = sanitize(input);
  const page = render(out);

  it('leaves no element that runs code, loads a page or submits', () => {
    expect(page.querySelector(FORBIDDEN_ELEMENTS)).toBeNull();
    for (const iframe of page.querySelectorAll('iframe')) {
      expect(iframe.getAttribute('src')).toMatch(/^https:\/\/www\.youtube\.com\/embed\//);
    }
  });

  it('leaves no event handler, srcdoc, inline style or script URL', () => {
    for (const element of page.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        expect(name).not.toMatch(/^on|^srcdoc$|^style$/i);
        if (URL_ATTRIBUTES.includes(name.toLowerCase())) {
          // eslint-disable-next-line no-control-regex
          const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          expect(compact).not.toMatch(/^(javascript|vbscript|data:text\/html)/);
        }
      }
    }
  });

  it('keeps the content before and after it', () => {
    expect(page.textContent).toContain('BEFORE-MARK');
    expect(page.textContent).toContain('AFTER-MARK');
  });

  it('is stable: the browser reads back what was written, and sanitising again changes nothing', () => {
    expect(page.innerHTML).toBe(out);
    expect(sanitize(out)).toBe(out);
  });
});
