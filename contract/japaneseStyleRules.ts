// The mechanical part of the Japanese style guide (src/i18n/locales/jp/README.md): glossary
// variants, spacing between Japanese and Latin text, punctuation, the honorific after a name and
// the form of button labels. Pure functions over one text at a time; the texts are collected by
// collectJapaneseTexts.ts. Which keys are button labels: japaneseButtonKeys.ts; the glossary:
// japaneseGlossary.ts.
import type { GlossaryEntry } from './japaneseGlossary';

/** UI strings, mails, SMS and notifications ('ui'), or articles and legal pages ('content'). */
export type TextScope = 'ui' | 'content';

export interface JapaneseText {
  /** Where it comes from: `file#json.key` or `file:line`. */
  source: string;
  /** The text; interpolations are written `{{name}}`, HTML tags are still in it. */
  text: string;
  scope: TextScope;
  /** A button label (UI keys named like `submit` or `deleteOne`, see isButtonKey). */
  button?: boolean;
  /** A key of BUTTON_KEYS: always a button, whose label must end in a verb. */
  strict?: boolean;
  /**
   * How a text of the triage knowledge is used, which decides how it must end (see FORM_RULES):
   * `sentence` — advice or a question said on its own: polite sentences, closed by 。 or ？;
   * `phrase` — a reason or a sign shown as a list item or inside a sentence the composer builds:
   * a noun phrase or a polite sentence, never a plain-form verb or adjective, no closing 。;
   * `item` — one of several items the composer joins with 、 (signs to watch for): a phrase
   * without 、 of its own, so that the items can be told apart.
   */
  form?: 'sentence' | 'phrase' | 'item';
}

export interface StyleProblem {
  source: string;
  rule: string;
  excerpt: string;
}

/**
 * A label that ends in a verbal noun (漢語 or a loanword said with する): 「削除」「編集」
 * 「{{name}}を削除」「リンクをコピー」「ログアウト」 — the noun where a button wants 「削除する」.
 */
const BARE_VERBAL_NOUN =
  /([\u4e00-\u9fff]{2}|コピー|ダウンロード|アップロード|ログイン|ログアウト|プレビュー|リセット|キャンセル|シェア|スキップ|プリント|チェック|クリア|リンク)$/;

const HAS_JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Kana, kanji and full-width punctuation (not full-width letters or digits). */
const JAPANESE_CHAR =
  /[\u3001-\u303f\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/;
const LATIN_CHAR = /[A-Za-z0-9{}+#@&%$]/;

export function hasJapanese(text: string): boolean {
  return HAS_JAPANESE.test(text);
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
  {
    // The one exception: the addressee (宛名) of a receipt or invoice, which Japanese business
    // documents write with 様; its placeholder is named `addressee` for that reason.
    rule: '様 after a name (use さん)',
    pattern: /\}\}(?<!\{\{addressee\}\}) *様/g,
  },
  {
    // 。 and 、 end a sentence or clause without a space (a shop name may keep its space).
    rule: 'space after 。、！？ (none between Japanese sentences)',
    pattern: new RegExp(`[。、！？：][ \u3000]+(?=${JAPANESE_CHAR.source}|\\{)`, 'g'),
  },
  {
    // 「見送らせていただきました」: the guide says it plainly (「お受けできませんでした」).
    rule: '〜させていただく (say it plainly: 〜します、〜できませんでした)',
    pattern: /せて(いただ|頂)/g,
  },
  {
    // 「夜19時」 doubles the time of day: 24-hour figures stand alone, 12-hour ones take 午前・午後.
    rule: 'a 24-hour time after 朝・夜・午前・午後 (write 19時 or 午後7時)',
    pattern: /(朝|夜|午前|午後)(1[3-9]|2[0-4])時/g,
  },
  {
    // A keeper in Japan reads the time of day in Japan time, not in UTC.
    rule: 'a time of day in 協定世界時 (say it in 日本時間)',
    pattern: /協定世界時|UTC\s*[0-9０-９]+時|[0-9]+時（?UTC/g,
  },
  {
    // 「自己紹介」 is a self-introduction; the affiliate rule means a referral of oneself.
    rule: '自己紹介 for a self-referral (write 自己アフィリエイト)',
    pattern: /自己紹介(?!文|欄|します|してください)/g,
  },
  {
    // Pets are counted with 匹, dogs and cats alike (the style guide's rule): 1匹、{{count}}匹.
    rule: 'a pet counted with 頭 (write 匹)',
    pattern: /([0-9０-９一二三四五六七八九十何数]|\}\})頭/g,
  },
  {
    // A member of the programme is アフィリエイトパートナー; アフィリエイト is the activity.
    rule: 'アフィリエイト for a person (write アフィリエイトパートナー)',
    pattern: /アフィリエイト(?=向け|ごと|が|になり|の画面|の方|さん|たち)/g,
  },
  {
    // One wording for a yes/no state (neutered, vaccinated…): 済み／未実施.
    rule: 'a choice 「していない」 beside 「済み」 (write 未実施)',
    pattern: /^(していない|してない|未済)$/g,
  },
];

const POLITE_ENDING =
  /(です|ます|ません|ました|ませんでした|でした|ください|でしょう|ましょう|か)$/;
/** Plain-form verbs and adjectives end in one of these kana (出ていない, ある, 食べる, 苦しそう). */
const PLAIN_ENDING = /[うくぐすつぬぶむるいただ]$/;
/** Nouns that end like a plain form. */
const NOUNS_ENDING_LIKE_VERBS = /(めまい|におい|ぐあい|具合|違い|疑い|息づかい|にんにく)$/;

/** A text's sentences, each without its closing mark and without a trailing （…） aside. */
function sentencesOf(text: string): { body: string; closed: boolean; at: number }[] {
  const parts: { body: string; closed: boolean; at: number }[] = [];
  let start = 0;
  for (const match of text.matchAll(/[。？！]/g)) {
    parts.push({ body: text.slice(start, match.index), closed: true, at: match.index });
    start = match.index + 1;
  }
  if (start < text.length) parts.push({ body: text.slice(start), closed: false, at: text.length });
  return parts
    .map((part) => ({
      ...part,
      body: part.body
        .trim()
        .replace(/（[^（）]*）$/, '')
        .trim(),
    }))
    .filter((part) => part.body.length > 0);
}

function endsPlain(body: string): boolean {
  return (
    !POLITE_ENDING.test(body) && PLAIN_ENDING.test(body) && !NOUNS_ENDING_LIKE_VERBS.test(body)
  );
}

/** How a knowledge text must end, by its form (JapaneseText.form). */
function formProblems(text: string, form: JapaneseText['form']): { rule: string; at: number }[] {
  if (!form) return [];
  const problems: { rule: string; at: number }[] = [];
  const sentences = sentencesOf(text);
  const trimmed = text.trim();
  if (form === 'sentence') {
    for (const sentence of sentences) {
      if (!POLITE_ENDING.test(sentence.body)) {
        problems.push({
          rule: 'advice and questions: polite sentences (です・ます)',
          at: sentence.at,
        });
      }
    }
    if (!/[。？]$/.test(trimmed)) {
      problems.push({ rule: 'advice and questions: close with 。 or ？', at: trimmed.length });
    }
    return problems;
  }
  for (const sentence of sentences) {
    const last = sentence === sentences[sentences.length - 1] && !sentence.closed;
    // A closed sentence inside a reason is said in full; the open end may be a noun phrase.
    const plain = last ? endsPlain(sentence.body) : !POLITE_ENDING.test(sentence.body);
    if (plain) {
      problems.push({
        rule: 'reasons and signs: a noun phrase or a polite sentence, not a plain form',
        at: sentence.at,
      });
    }
  }
  if (/。$/.test(trimmed)) {
    problems.push({
      rule: 'reasons and signs: no closing 。 (the answer adds it)',
      at: trimmed.length,
    });
  }
  if (form === 'item' && trimmed.includes('、')) {
    problems.push({
      rule: 'signs to watch for: no 、 inside an item (use ・ or または)',
      at: trimmed.indexOf('、'),
    });
  }
  return problems;
}

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
    ...formProblems(text, item.form),
  ];
  if (item.button) {
    // An accessible name may add what it acts on after 「：」 or in brackets: 「閉じる：{{title}}」.
    const label = text
      .trim()
      .split('：')[0]!
      .replace(/（[^（）]*）$/, '')
      .trim();
    const isSentence = /[。？！]/.test(label);
    if (!isSentence && BARE_VERBAL_NOUN.test(label)) {
      found.push({ rule: 'button label: a verb in dictionary form (〜する)', at: label.length });
    } else if (!isSentence && !/(する|[うくぐすつぬぶむる]|へ)$/.test(label) && item.strict) {
      found.push({ rule: 'button label: a verb in dictionary form (〜する)', at: label.length });
    }
  }
  return found.map(({ rule, at }) => ({ source: item.source, rule, excerpt: excerpt(text, at) }));
}
