// The mechanical part of the Japanese style guide (src/i18n/locales/jp/README.md): glossary
// variants, spacing between Japanese and Latin text, punctuation, the honorific after a name and
// the form of button labels. Pure functions over one text at a time; the texts are collected by
// collectJapaneseTexts.ts.

/** UI strings, mails, SMS and notifications ('ui'), or articles and legal pages ('content'). */
export type TextScope = 'ui' | 'content';

export interface JapaneseText {
  /** Where it comes from: `file#json.key` or `file:line`. */
  source: string;
  /** The text; interpolations are written `{{name}}`, HTML tags are still in it. */
  text: string;
  scope: TextScope;
  /** A button label (UI keys named like `submit`, see BUTTON_KEYS). */
  button?: boolean;
}

export interface GlossaryEntry {
  /** The term to use, and its short forms: a forbidden variant inside one of them is no hit. */
  preferred: string[];
  forbidden: string[];
  /** 'all' everywhere; 'ui' only in UI strings, mails, SMS and notifications. */
  scope: 'all' | 'ui';
}

export interface StyleProblem {
  source: string;
  rule: string;
  excerpt: string;
}

/** Keys whose values are button labels, in every JSON namespace. */
export const BUTTON_KEYS: ReadonlySet<string> = new Set([
  'submit',
  'send',
  'resend',
  'verify',
  'action',
  'confirm',
  'cancel',
  'edit',
  'tryAgain',
  'refresh',
  'markAllRead',
  'requestNew',
  'backHome',
]);

const HAS_JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Kana, kanji and full-width punctuation (not full-width letters or digits). */
const JAPANESE_CHAR =
  /[\u3001-\u303f\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/;
const LATIN_CHAR = /[A-Za-z0-9{}+#@&%$]/;

export function hasJapanese(text: string): boolean {
  return HAS_JAPANESE.test(text);
}

/**
 * Reads the glossary table of the style guide: rows of `| 使う表記 | English | 使わない表記 | 範囲 |`
 * after the `## Glossary` heading. Short forms of the term go in brackets (`（略：…）`), several
 * terms are separated by ` / `, forbidden variants by `、` (`—` for none).
 */
export function parseGlossary(markdown: string): GlossaryEntry[] {
  const section = markdown.split(/^## Glossary\s*$/m)[1] ?? '';
  const entries: GlossaryEntry[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // A row is | a | b | c | d |: six pieces around the pipes.
    if (cells.length !== 6 || cells[1] === '使う表記' || /^-+$/.test(cells[1] ?? '')) continue;
    const [, term = '', , forbidden = '', scope = ''] = cells;
    const preferred = term
      .split(/\s*\/\s*|（|）/)
      .map((part) => part.replace(/^略：/, '').trim())
      .filter(Boolean);
    entries.push({
      preferred,
      forbidden: forbidden === '—' ? [] : forbidden.split('、').map((f) => f.trim()),
      scope: scope === 'UI' ? 'ui' : 'all',
    });
  }
  return entries;
}

/** The text a reader sees: tags removed, the few entities our texts use decoded. */
export function visibleText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function excerpt(text: string, at: number): string {
  return text.slice(Math.max(0, at - 12), at + 12).replace(/\s+/g, ' ');
}

/** An e-mail address or URL (or a placeholder holding one) may keep a space beside Japanese. */
function isAddress(token: string): boolean {
  return /@|:\/\/|^www\./.test(token) || /^\{\{[^}]*(email|url|to)[^}]*\}\}/i.test(token.trim());
}

function spacingProblems(text: string): number[] {
  const hits: number[] = [];
  for (const match of text.matchAll(/ +/g)) {
    const start = match.index;
    const end = start + match[0].length;
    const left = text[start - 1] ?? '';
    const right = text[end] ?? '';
    const leftToken = text.slice(0, start).split(/\s/).pop() ?? '';
    const rightToken = text.slice(end).split(/\s/)[0] ?? '';
    const japaneseThenLatin = JAPANESE_CHAR.test(left) && LATIN_CHAR.test(right);
    const latinThenJapanese = LATIN_CHAR.test(left) && JAPANESE_CHAR.test(right);
    if (!japaneseThenLatin && !latinThenJapanese) continue;
    if (isAddress(japaneseThenLatin ? rightToken : leftToken)) continue;
    // 〒156-0052 東京都…: the postal code keeps its space.
    if (latinThenJapanese && /^〒\d{3}-\d{4}$/.test(leftToken)) continue;
    hits.push(start);
  }
  return hits;
}

const PATTERNS: { rule: string; pattern: RegExp }[] = [
  {
    rule: 'half-width punctuation next to Japanese (use 、。：！？（）)',
    pattern: new RegExp(
      `${JAPANESE_CHAR.source}[!?:;,.()]|[!?:;,()] ?${JAPANESE_CHAR.source}`,
      'g',
    ),
  },
  { rule: 'full-width tilde ～ (use 〜)', pattern: /～|\d~\d/g },
  { rule: 'three dots (use …)', pattern: /\.\.\./g },
  { rule: 'half-width katakana', pattern: /[\uff61-\uff9f]/g },
  {
    rule: 'full-width letters or digits (use half-width)',
    pattern: /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/g,
  },
  { rule: '様 after a name (use さん)', pattern: /\}\} *様/g },
];

function glossaryProblems(text: string, scope: TextScope, glossary: GlossaryEntry[]) {
  const problems: { rule: string; at: number }[] = [];
  const preferredTerms = glossary.flatMap((entry) => entry.preferred);
  for (const entry of glossary) {
    if (entry.scope === 'ui' && scope !== 'ui') continue;
    for (const variant of entry.forbidden) {
      let at = text.indexOf(variant);
      while (at !== -1) {
        const position = at;
        const insideTerm = preferredTerms.some((term) => {
          for (let s = text.indexOf(term); s !== -1; s = text.indexOf(term, s + 1)) {
            if (s <= position && position + variant.length <= s + term.length) return true;
          }
          return false;
        });
        if (!insideTerm) {
          problems.push({ rule: `glossary: 「${variant}」→「${entry.preferred[0]}」`, at });
        }
        at = text.indexOf(variant, at + 1);
      }
    }
  }
  return problems;
}

/** Every rule of the style guide that this text breaks (nothing for a text without Japanese). */
export function checkJapaneseText(item: JapaneseText, glossary: GlossaryEntry[]): StyleProblem[] {
  if (!hasJapanese(item.text)) return [];
  const text = visibleText(item.text);
  const found: { rule: string; at: number }[] = [
    ...spacingProblems(text).map((at) => ({
      rule: 'space between Japanese and Latin text or digits',
      at,
    })),
    ...PATTERNS.flatMap(({ rule, pattern }) =>
      [...text.matchAll(pattern)].map((match) => ({ rule, at: match.index })),
    ),
    ...glossaryProblems(text, item.scope, glossary),
  ];
  if (item.button) {
    const label = text.trim();
    if (!/(する|[うくぐすつぬぶむる])$/.test(label)) {
      found.push({ rule: 'button label: a verb in dictionary form (〜する)', at: label.length });
    }
  }
  return found.map(({ rule, at }) => ({ source: item.source, rule, excerpt: excerpt(text, at) }));
}
