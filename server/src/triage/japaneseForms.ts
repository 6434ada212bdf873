// Japanese terms in the forms a keeper writes them. Terms are written once, in the plain form;
// a term that carries its own negation (食べな, 止まらな, 元気がな) also matches its polite form
// (食べません, 止まりません, 元気がありません) and its written 〜ず form (食べず, 止まらず). The plain
// prefix already covers 〜ない, 〜なかった, 〜なくて and 〜ないで; an affirmative stem (吐い, 震え)
// covers 〜た, 〜て, 〜ている, 〜ています and 〜ました. Japanese has no spaces, so a term is one
// clause's worth of characters: the particles が/を/は/も after a noun are interchangeable
// (首が傾 = 首を傾け), and the adverbs of lexicon `insertableAdverbs` may stand after a particle
// (後ろ足が急に動かない). Degree words (少し, ちょっと) may too, and a short phrase with its own
// particle (ヘビに足を噛まれた), but not in a negated term: ご飯をあまり食べない is not ご飯を食べない.
import lexicon from './knowledge/lexicon.json';

const A_TO_I: Record<string, string> = {
  か: 'き',
  が: 'ぎ',
  さ: 'し',
  た: 'ち',
  な: 'に',
  ば: 'び',
  ま: 'み',
  ら: 'り',
  わ: 'い',
};

/** 食べな → 食べません, 止まらな → 止まりません, 元気がな → 元気がありません, 出てこな → 出てきません. */
export function politeNegative(term: string): string | null {
  if (!term.endsWith('な') || term.length < 3) return null;
  const stem = term.slice(0, -1);
  // ない as "there is no": 元気がない → 元気がありません.
  if (/[がもは]$/.test(stem)) return `${stem}ありません`;
  const last = stem.slice(-1);
  // 来る: 出てこない → 出てきません. Godan verbs: 飲まない → 飲みません. Ichidan: 食べない → 食べません.
  if (last === 'こ') return `${stem.slice(0, -1)}きません`;
  const godan = A_TO_I[last];
  if (godan) return `${stem.slice(0, -1)}${godan}ません`;
  // Ichidan verbs, kana or a one-kanji stem (食べない, 出ない); not adjectives in く (冷たくない).
  if (/[\u3040-\u309f\u4e00-\u9fff]$/.test(last) && !/[くっ]$/.test(last)) return `${stem}ません`;
  return null;
}

/** The written negative 〜ず: 食べな → 食べず, 止まらな → 止まらず, 出てこな → 出てこず. */
export function zuNegative(term: string): string | null {
  if (!term.endsWith('な') || term.length < 3) return null;
  const stem = term.slice(0, -1);
  // "There is no" (元気がな) and adjectives (冷たくな) have no ず form.
  if (/[がもはくっ]$/.test(stem)) return null;
  if (!/[\u3040-\u309f\u4e00-\u9fff]$/.test(stem)) return null;
  return `${stem}ず`;
}

/**
 * The Kansai negative 〜へん: 食べな → 食べへん, 飲まな → 飲まへん, 出な → 出えへん, 元気がな →
 * 元気があらへん, 来な (出てこな) → 出てこおへん.
 */
export function kansaiNegative(term: string): string[] {
  if (!term.endsWith('な') || term.length < 3) return [];
  const stem = term.slice(0, -1);
  if (/[がもは]$/.test(stem)) return [`${stem}あらへん`];
  if (/[くっ]$/.test(stem) || !/[\u3040-\u309f\u4e00-\u9fff]$/.test(stem)) return [];
  const last = stem.slice(-1);
  if (last === 'こ') return [`${stem}おへん`, `${stem}うへん`];
  // Godan (飲まへん) and ichidan (食べへん) take へん on the stem; a one-kanji stem may stretch
  // its vowel (出えへん, 見いひん).
  const forms = [`${stem}へん`];
  if (/[\u4e00-\u9fff]$/.test(last)) forms.push(`${stem}えへん`, `${stem}いひん`, `${stem}ひん`);
  return forms;
}

/**
 * A look said with 状 (タール状の便) is also said as a likeness: タールみたいな便, タールのような便,
 * タールっぽい便.
 */
export function likenessVariants(term: string): string[] {
  const at = term.indexOf('状');
  if (at < 1) return [];
  const [before, after] = [term.slice(0, at), term.slice(at + 1)];
  if (after === '' || after === 'の')
    return [`${before}みたい`, `${before}のよう`, `${before}っぽ`];
  if (after.startsWith('の'))
    return [`${before}みたいな${after.slice(1)}`, `${before}のような${after.slice(1)}`];
  return [];
}

export function japaneseVariants(term: string): string[] {
  const forms = [
    term,
    politeNegative(term),
    zuNegative(term),
    ...kansaiNegative(term),
    ...likenessVariants(term),
  ].filter((f): f is string => f !== null);
  return [...new Set(forms)];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ADVERBS = lexicon.jp.insertableAdverbs.map(escape);
const DEGREE = lexicon.jp.degreeAdverbs.map(escape);
const PARTICLES = 'がをはも';
const COUNT = '(?:\\d+|数|何)(?:回|度)(?:も|ほど|くらい|ぐらい)?';
const SOMETHING = '(?:なにか|何か)';

function negated(term: string): boolean {
  return /(?:な|ず|ません)$/.test(term);
}

/** A pattern for a term with a particle inside; null when the term is matched as written. */
export function japaneseTermPattern(term: string): RegExp | null {
  const parts = term.split(/(?<=[がをはもに])(?=.)/);
  if (parts.length < 2) return null;
  // A count or an indefinite "something" may also come in after a particle when the term states
  // something: 血を2回吐いた is 血を吐いた, 喉に何か詰まった is 喉に詰まった.
  const adverbs = negated(term) ? ADVERBS : [...ADVERBS, ...DEGREE, COUNT, SOMETHING];
  // In a term that states something (not its absence), a short phrase may also come in after a
  // particle: ヘビに足を噛まれた is still ヘビに噛まれた, 血を口から吐いた still 血を吐いた.
  const inserted = negated(term) ? '' : `(?:[^、。！？!?\\s]{1,4}?(?:を|に|で|から))?`;
  const adverbGroup = `(?:${adverbs.join('|')})?${inserted}`;
  const pieces = parts.map((part, index) => {
    if (index === parts.length - 1) return escape(part);
    const particle = part.slice(-1);
    const body = escape(part.slice(0, -1));
    // A particle between a noun and its verb may be any of が/を/は/も (also が + も: 首がもう…).
    // Only after a real noun (a kanji, or two kana or more): in ひも or はげ the kana is no particle.
    const noun = /[\u4e00-\u9fff]$/.test(part.slice(0, -1)) || part.length >= 3;
    const choice = PARTICLES.includes(particle) && noun ? `[${PARTICLES}]` : escape(particle);
    return `${body}${choice}${adverbGroup}`;
  });
  return new RegExp(pieces.join(''), 'g');
}

/** The longest piece of a term that every match of its pattern contains as written. */
export function japaneseAnchor(term: string): string {
  const parts = term.split(/(?<=[がをはもに])(?=.)/);
  if (parts.length < 2) return term;
  // Particles may change and phrases come in between, so only the pieces without their particle.
  const pieces = parts.map((part, index) =>
    index === parts.length - 1 ? part : part.slice(0, -1),
  );
  return pieces.reduce((a, b) => (b.length > a.length ? b : a), '');
}
