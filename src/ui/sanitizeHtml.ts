import createDOMPurify, { type WindowLike } from 'dompurify';
import { VIDEO_EMBED_HOSTS } from '@contract/videoEmbeds';

/** Hosts whose embedded players may appear in articles; every other iframe is dropped. */
export const ALLOWED_IFRAME_HOSTS = VIDEO_EMBED_HOSTS;

/**
 * The only attributes an iframe keeps (DESIGN.md: "keeping iframes only with the attributes").
 * `id` stays as on every other element, so articles can anchor to their videos.
 */
const IFRAME_ATTRIBUTES = new Set([
  'id',
  'src',
  'title',
  'width',
  'height',
  'loading',
  'allow',
  'allowfullscreen',
  'frameborder',
  'scrolling',
]);

function isAllowedIframeSrc(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src.trim());
    return url.protocol === 'https:' && ALLOWED_IFRAME_HOSTS.includes(url.hostname);
  } catch {
    return false; // relative or malformed: never embed
  }
}

/**
 * Builds the sanitiser for article HTML from the content API. It runs at build time in
 * gatsby-node over a jsdom window (so no sanitiser ships to the browser), and in tests over
 * jsdom's global window. Each call creates its own DOMPurify instance, so the hooks below never
 * leak into other users of DOMPurify.
 */
export function createHtmlSanitizer(window: WindowLike): (html: string) => string {
  const purify = createDOMPurify(window);

  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const iframe = node as Element;
    if (!isAllowedIframeSrc(iframe.getAttribute('src'))) iframe.remove();
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IFRAME') {
      for (const name of node.getAttributeNames()) {
        if (!IFRAME_ATTRIBUTES.has(name)) node.removeAttribute(name);
      }
      node.setAttribute('loading', 'lazy');
    }
    // Links opening a new tab must not hand the opener to the other site.
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });

  const config = {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'scrolling', 'loading', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
    FORBID_ATTR: ['style', 'srcdoc'],
    ALLOW_DATA_ATTR: false,
  };

  return (html: string) => purify.sanitize(html, config);
}
