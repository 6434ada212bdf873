// Stage 6: the answer text. Short paragraphs in the keeper's language: the most important thing,
// the level and why, what to do now, the questions, what to watch, safe home care, the reminder.
// Emergency answers start with "go to a vet now"; the chat route may insert the nearest care pages
// and a phone action right after that first section (see `sections`).
import { TRIAGE_LEVEL_LABELS } from '@contract/reportLabels';
import type { Level, Locale, TriageResult } from './types';

export type SectionKind =
  | 'urgent_action'
  | 'summary'
  | 'level'
  | 'do_now'
  | 'earlier'
  | 'questions'
  | 'watch'
  | 'home_care'
  | 'reminder';

export interface AnswerSection {
  kind: SectionKind;
  text: string;
}

export interface ComposeOptions {
  locale?: Locale;
  petName?: string;
}

// One label per level wherever a keeper or a vet reads it: the screens, the PDF and the answer
// share the contract's table (src/i18n/reportLabels.test.ts keeps the app's catalogue equal).
const LEVEL_LABEL: Readonly<Record<Level, Readonly<Record<Locale, string>>>> = TRIAGE_LEVEL_LABELS;

export function levelLabel(level: Level, locale: Locale): string {
  return LEVEL_LABEL[level][locale];
}

const DO_NOW: Record<Level, Record<Locale, string>> = {
  // "Go to a vet now" is said once, first; this says where to and how.
  emergency: {
    en: 'The nearest open veterinary clinic or emergency hospital is the right place. Call them on the way so they are ready.',
    jp: '行き先は、最寄りの診療中の動物病院か夜間救急動物病院です。移動中に電話して、到着を伝えておくと準備してもらえます。',
  },
  within_24h: {
    en: 'Call your vet today and arrange to be seen within 24 hours. If it gets worse before then, go straight away.',
    jp: '本日中にかかりつけの動物病院に連絡し、24時間以内に診察を受けてください。それまでに悪化したらすぐに受診してください。',
  },
  within_2_3_days: {
    en: 'Book a vet appointment within the next two to three days.',
    jp: '2〜3日以内に動物病院の予約を取ってください。',
  },
  monitor: {
    en: 'You can watch at home for now. Book a vet visit if it is not clearly better in a day or two.',
    jp: '今は自宅で様子を見て大丈夫です。1〜2日で明らかに良くならなければ受診してください。',
  },
  no_action: {
    en: 'Nothing here needs a vet visit right now.',
    jp: '今のところ受診が必要な様子はありません。',
  },
};

/**
 * The level as the answer's own line says it: the level's name without the go-now instruction,
 * which the answer has already said (「緊急度：緊急」, the label's first part).
 */
const LEVEL_IN_ANSWER: Record<Level, Record<Locale, string>> = {
  ...LEVEL_LABEL,
  emergency: { en: 'Emergency', jp: '緊急' },
};

export function levelInAnswer(level: Level, locale: Locale): string {
  return LEVEL_IN_ANSWER[level][locale];
}

function list(items: readonly string[], locale: Locale): string {
  // Japanese items often hold 、 and ・ themselves: one line each keeps them apart.
  if (locale === 'jp') return items.map((item) => `\n・${item}`).join('');
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('; ')}; ${items[items.length - 1]}`;
}

function sentence(text: string, locale: Locale): string {
  if (locale === 'jp') return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A Japanese sentence ends in the polite form; a noun or plain-form reason becomes one. */
const POLITE_END = /(?:です|ます|ません|ください|でしょう|ました|ましょう|でした)$/;

/** A reason as a whole polite sentence: polite reasons stand as they are, a noun or plain-form
 * reason goes inside `lead…という点です`. */
export function politeJapanese(text: string, lead: string): string {
  const body = fullWidthPunctuation(text.replace(/[。\s]+$/u, ''));
  return POLITE_END.test(withoutTrailingNote(body)) ? `${body}。` : `${lead}${body}という点です。`;
}

const withoutFullStop = (text: string) => text.replace(/[。.]$/u, '');

/** The text without a note in brackets at its end (the note may hold brackets itself). */
export function withoutTrailingNote(text: string): string {
  if (!text.endsWith('）')) return text;
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i -= 1) {
    if (text[i] === '）') depth += 1;
    if (text[i] === '（') depth -= 1;
    if (depth === 0) return text.slice(0, i);
  }
  return text;
}

/** Half-width punctuation that knowledge texts or numbers bring next to Japanese, made full-width. */
export function fullWidthPunctuation(text: string): string {
  const jp = '[\\u3001-\\u30ff\\u3400-\\u9fff\\uff01-\\uff0f\\uff1a-\\uff20]';
  const pairs: [string, string][] = [
    ['(', '（'],
    [')', '）'],
    [':', '：'],
    ['?', '？'],
    ['!', '！'],
  ];
  let out = text;
  for (const [half, full] of pairs) {
    const h = half.replace(/[()?]/, '\\$&');
    out = out
      .replace(new RegExp(`(${jp}) ?${h}`, 'gu'), `$1${full}`)
      .replace(new RegExp(`${h} ?(?=${jp})`, 'gu'), full);
  }
  // A closing bracket after Latin text or digits inside a Japanese bracket pair.
  return out.replace(/（([^（）()]*)\)/gu, '（$1）').replace(/\(([^（）()]*)）/gu, '（$1）');
}

export function composeSections(
  result: TriageResult,
  options: ComposeOptions = {},
): AnswerSection[] {
  const locale = options.locale ?? result.locale;
  const pet = options.petName ?? (locale === 'jp' ? 'その子' : 'your pet');
  const sections: AnswerSection[] = [];
  const top = result.reasons.slice(0, 3).map((r) => sentence(r.text[locale], locale));
  const [first, ...others] = top;
  const stop = locale === 'jp' ? '。' : '.';
  if (result.level === 'emergency') {
    sections.push({
      kind: 'urgent_action',
      text:
        locale === 'jp'
          ? `今すぐ動物病院へ向かってください。${first ? politeJapanese(first, '理由は、') : ''}`
          : `Go to a vet now.${first ? ` ${first}${stop}` : ''}`,
    });
  } else if (!result.understood) {
    sections.push({
      kind: 'summary',
      text:
        locale === 'jp'
          ? `${pet}の様子について、具体的な症状がまだ読み取れませんでした。もう少し教えてください。`
          : `I could not find a specific sign in what you wrote about ${pet} yet. Tell me a little more.`,
    });
  } else if (first) {
    sections.push({
      kind: 'summary',
      text:
        locale === 'jp'
          ? politeJapanese(first, '特に気になるのは、')
          : `The most important point: ${first}${stop}`,
    });
  }
  // The first reason is already said above; the level paragraph adds the others.
  const also =
    others.length > 0
      ? locale === 'jp'
        ? `ほかに気になる点：${list(others, locale)}`
        : ` Also: ${others.join('; ')}.`
      : '';
  const doses = result.doses
    .map((d) =>
      locale === 'jp'
        ? `推定摂取量は体重1kgあたり約${d.perKg}${d.unit.replace('/kg', '')}です（体重${d.weightKg}kg${d.assumed ? '、一部は推定' : ''}）。`
        : ` Estimated dose: about ${d.perKg} ${d.unit} for ${d.weightKg} kg${d.assumed ? ' (partly assumed)' : ''}.`,
    )
    .join('');
  sections.push({
    kind: 'level',
    text:
      locale === 'jp'
        ? [`緊急度：${LEVEL_IN_ANSWER[result.level][locale]}`, doses, also]
            .filter(Boolean)
            .join('\n')
        : `Urgency: ${LEVEL_IN_ANSWER[result.level][locale]}.${also}${doses}`,
  });
  sections.push({ kind: 'do_now', text: DO_NOW[result.level][locale] });
  if (result.earlier) {
    const reason = result.earlier.reasons[0]?.text[locale];
    const label = levelLabel(result.earlier.level, locale);
    sections.push({
      kind: 'earlier',
      text:
        locale === 'jp'
          ? `この会話の前半では「${label}」とお伝えしました${reason ? `（${withoutFullStop(reason)}）` : ''}。その対応は今も変わりません。この回答は新しいご質問についてのものです。`
          : `Earlier in this conversation (${label})${reason ? `: ${sentence(reason, locale)}` : ''}. That earlier advice still stands; this answer is about your new message only.`,
    });
  }
  if (result.questions.length > 0) {
    const intro = result.provisional
      ? locale === 'jp'
        ? '判断のために教えてください。回答次第で緊急度が下がることがありますが、それまでは上の対応をしてください。'
        : 'To be sure, please tell me (your answer may lower the urgency, but until then follow the advice above):'
      : locale === 'jp'
        ? 'よろしければ教えてください。'
        : 'It would help to know:';
    const asked = result.questions.map((q) => q.text[locale]);
    sections.push({
      kind: 'questions',
      text: locale === 'jp' ? `${intro}${list(asked, locale)}` : `${intro} ${asked.join(' ')}`,
    });
  }
  if (result.watchFor.length > 0) {
    const items = result.watchFor.map((w) => w.text[locale]);
    sections.push({
      kind: 'watch',
      text:
        result.level === 'emergency'
          ? locale === 'jp'
            ? `移動中も、次の様子に注意してください。${list(items, locale)}`
            : `On the way, watch for: ${list(items, locale)}.`
          : locale === 'jp'
            ? `次のような様子があれば、すぐに受診してください。${list(items, locale)}`
            : `Go to a vet straight away if you see: ${list(items, locale)}.`,
    });
  }
  if (result.homeCare.length > 0) {
    const items = result.homeCare.map((c) => c.text[locale]);
    sections.push({
      kind: 'home_care',
      text:
        locale === 'jp'
          ? `${result.level === 'emergency' ? '向かう間にできること' : 'ご家庭でできること'}${list(items, locale).replace(/^\n/, '：\n')}`
          : `${result.level === 'emergency' ? 'While you get ready to go:' : 'What you can do at home:'} ${items.join(' ')}`,
    });
  }
  sections.push({ kind: 'reminder', text: result.reminder[locale] });
  if (locale !== 'jp') return sections;
  return sections.map((s) => ({ ...s, text: fullWidthPunctuation(s.text) }));
}

export function composeText(result: TriageResult, options: ComposeOptions = {}): string {
  return composeSections(result, options)
    .map((s) => s.text)
    .join('\n\n');
}

/** Splits text into stream tokens: words with their trailing space, or a few Japanese characters. */
export function toTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(
    /[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]{1,3}|[^\s\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]+\s*|\s+/g,
  )) {
    tokens.push(match[0]);
  }
  return tokens;
}

const YIELD_EVERY = 16;

/** The composed answer as an async stream of tokens; yields to the event loop now and then so
 * twenty chats at once all make progress. */
export async function* streamTokens(text: string): AsyncGenerator<string> {
  let n = 0;
  for (const token of toTokens(text)) {
    yield token;
    n += 1;
    if (n % YIELD_EVERY === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

export function streamAnswer(
  result: TriageResult,
  options: ComposeOptions = {},
): AsyncGenerator<string> {
  return streamTokens(composeText(result, options));
}
