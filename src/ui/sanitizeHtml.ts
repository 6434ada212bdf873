import createDOMPurify, { type WindowLike } from 'dompurify';
import { parse, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { isEmbedAllowed, parseEmbedHosts, type EmbedSource } from '@contract/embedHosts';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

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

/** Refused together with their content: code, styles, fallbacks, inert markup. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
  'template',
  'foreignobject',
  'annotation-xml',
]);

/**
 * Elements whose content a browser parses as text or as their own (raw text, RCDATA, a template's
 * inert content, a select's options, SVG/MathML islands of HTML). Left unclosed, such an element
 * takes in everything after it — so it is closed right after its start tag instead, and what
 * follows stays an article's content. All those refused with their content are such elements,
 * and three that are kept or emptied rather than refused.
 */
const SWALLOWING = new Set([...DROPPED_WITH_CONTENT, 'iframe', 'textarea', 'select']);

/** Enough for any real article; a document with more unclosed elements is hostile. */
const MAX_CLOSING_ROUNDS = 200;

/** Something the sanitiser removed, for the build log. */
export interface DroppedContent {
  /** The element's name, lower case. */
  element: string;
  /** `embed-not-allowed`: an iframe whose src is not on the embed allow-list. */
  reason: 'refused' | 'embed-not-allowed';
  /** The iframe's src, when there was one. */
  src?: string;
}

export interface HtmlSanitizerOptions {
  /** Iframe sources allowed (default: GATSBY_EMBED_HOSTS's defaults, contract/embedHosts.ts). */
  embedSources?: readonly EmbedSource[];
  /** Told about every element removed with its content (the build logs dropped embeds). */
  onDrop?: (dropped: DroppedContent) => void;
}

const nameOf = (element: Element) => element.tagName.toLowerCase();
const isElement = (node: Node): node is Element => 'tagName' in node;

let bodyContext: Element | undefined;
/** A <body> to parse fragments in, as an article's HTML is placed in a page. */
function body(): Element {
  if (bodyContext) return bodyContext;
  const html = parse('<!DOCTYPE html><html><head></head><body></body></html>').childNodes.find(
    isElement,
  );
  bodyContext = html?.childNodes.filter(isElement).find((n) => n.tagName === 'body');
  if (!bodyContext) throw new Error('sanitizeHtml: no body in an empty document');
  return bodyContext;
}

/** Parses as a browser renders the page: scripting on, so <noscript> holds raw text. */
const parseArticle = (html: string) =>
  parseFragment(body(), html, { scriptingEnabled: true, sourceCodeLocationInfo: true });

/** A node's children, and a template's inert content after them. */
function childrenOf(node: ParentNode): Node[] {
  const content =
    isElement(node) && nameOf(node) === 'template'
      ? (node as DefaultTreeAdapterMap['template']).content.childNodes
      : [];
  return [...node.childNodes, ...content];
}

/** The first element, in document order from `after` on, that takes in the rest of the input. */
function firstUnclosed(root: ParentNode, html: string, after: number): Element | undefined {
  for (const node of childrenOf(root)) {
    if (!isElement(node)) continue;
    const location = node.sourceCodeLocation;
    if (
      location?.startTag &&
      location.startTag.startOffset >= after &&
      SWALLOWING.has(nameOf(node)) &&
      !location.endTag &&
      // A self-closed SVG or MathML element (<foreignObject/>) has no end tag and needs none.
      html.slice(location.startTag.startOffset, location.startTag.endOffset).search(/\/\s*>$/) < 0
    ) {
      return node;
    }
    const inner = firstUnclosed(node, html, after);
    if (inner) return inner;
  }
  return undefined;
}

/** `<!-- … -->` (or its abrupt forms `<!-->`, `<!--->`, `--!>`), or a bogus `<?…>` / `<!…>`. */
function isClosedComment(source: string): boolean {
  if (!source.startsWith('<!--')) return source.endsWith('>');
  if (source === '<!-->' || source === '<!--->') return true;
  return source.length >= 7 && /--!?>$/.test(source);
}

/** A comment its author never closed: it runs to the end of the input. */
function unclosedComment(root: ParentNode, html: string, after: number): Location | undefined {
  for (const node of childrenOf(root)) {
    if (node.nodeName === '#comment') {
      const location = node.sourceCodeLocation;
      if (
        location &&
        location.startOffset >= after &&
        location.endOffset >= html.length &&
        !isClosedComment(html.slice(location.startOffset, location.endOffset))
      ) {
        return location;
      }
    } else if (isElement(node)) {
      const inner = unclosedComment(node, html, after);
      if (inner) return inner;
    }
  }
  return undefined;
}

type Location = NonNullable<Node['sourceCodeLocation']>;

/**
 * The input with every element of SWALLOWING that its author left open closed right after its
 * start tag (a <plaintext>, which nothing closes, loses its start tag), and an unclosed comment
 * closed where it opens, parsed.
 */
function closeUnclosed(input: string) {
  let html = input;
  let after = 0;
  for (let round = 0; round < MAX_CLOSING_ROUNDS; round += 1) {
    const fragment = parseArticle(html);
    const open = firstUnclosed(fragment, html, after);
    const start = open?.sourceCodeLocation?.startTag;
    const comment = unclosedComment(fragment, html, after);
    if (comment && (!start || comment.startOffset < start.startOffset)) {
      // `<!--` gets its `-->`; a bogus comment (`<?…`, `<!x…`) its `>`.
      const opening = html.startsWith('<!--', comment.startOffset) ? 4 : 2;
      const at = comment.startOffset + opening;
      html = `${html.slice(0, at)}${opening === 4 ? '-->' : '>'}${html.slice(at)}`;
      after = at;
      continue;
    }
    if (!open || !start) return fragment;
    const name = nameOf(open);
    html =
      name === 'plaintext'
        ? html.slice(0, start.startOffset) + html.slice(start.endOffset)
        : `${html.slice(0, start.endOffset)}</${open.tagName}>${html.slice(start.endOffset)}`;
    after = name === 'plaintext' ? start.startOffset : start.endOffset;
  }
  return parseArticle(html);
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** Removes refused elements with their content; their siblings and what follows stay. */
function dropRefused(
  parent: ParentNode,
  embedSources: readonly EmbedSource[],
  onDrop: (dropped: DroppedContent) => void,
): void {
  parent.childNodes = parent.childNodes.filter((node) => {
    if (!isElement(node)) return true;
    const name = nameOf(node);
    if (name === 'iframe') {
      const src = attribute(node, 'src');
      if (isEmbedAllowed(src, embedSources)) return true;
      onDrop({ element: name, reason: 'embed-not-allowed', ...(src ? { src } : {}) });
      return false;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      onDrop({ element: name, reason: 'refused' });
      return false;
    }
    dropRefused(node, embedSources, onDrop);
    return true;
  });
}

/**
 * Refused elements out, with their content and nothing else: the HTML is parsed the way a
 * browser parses the page (a real HTML parser, scripting on), unclosed elements that would take
 * in the rest are closed where they open, and only then are refused elements removed. DOMPurify
 * (below) still decides everything that remains.
 */
export function separateRefusedContent(
  html: string,
  embedSources: readonly EmbedSource[],
  onDrop: (dropped: DroppedContent) => void = () => undefined,
): string {
  const fragment = closeUnclosed(html);
  dropRefused(fragment, embedSources, onDrop);
  return serialize(fragment);
}

/**
 * Builds the sanitiser for article HTML from the content API. It runs at build time in
 * gatsby-node over a jsdom window (so no sanitiser ships to the browser), in the admin editor's
 * preview, and in tests over jsdom's global window. Each call creates its own DOMPurify instance,
 * so the hooks below never leak into other users of DOMPurify.
 */
export function createHtmlSanitizer(
  window: WindowLike,
  options: HtmlSanitizerOptions = {},
): (html: string) => string {
  const embedSources = options.embedSources ?? parseEmbedHosts(undefined).sources;
  const onDrop = options.onDrop ?? (() => undefined);
  const purify = createDOMPurify(window);

  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const iframe = node as globalThis.Element;
    const src = iframe.getAttribute('src');
    if (isEmbedAllowed(src, embedSources)) return;
    onDrop({ element: 'iframe', reason: 'embed-not-allowed', ...(src ? { src } : {}) });
    iframe.remove();
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
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'object',
      'embed',
      'template',
    ],
    FORBID_ATTR: ['style', 'srcdoc'],
    ALLOW_DATA_ATTR: false,
  };

  return (html: string) =>
    purify.sanitize(separateRefusedContent(html, embedSources, onDrop), config);
}
