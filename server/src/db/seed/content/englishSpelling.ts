// US English is the source text; British (en-gb, en-au, en-sg) and Canadian (en-ca) spelling is
// applied by word stem, keeping the case of the first letter.

export type Spelling = 'us' | 'uk' | 'ca';

// Word stems that differ: [us, uk, ca]. Canadian spelling keeps -ize and -ia/-ea but takes -our/-re.
const SPELLINGS: [string, string, string][] = [
  ['behavior', 'behaviour', 'behaviour'],
  ['color', 'colour', 'colour'],
  ['favorite', 'favourite', 'favourite'],
  ['center', 'centre', 'centre'],
  ['socializ', 'socialis', 'socializ'],
  ['recogniz', 'recognis', 'recogniz'],
  ['organiz', 'organis', 'organiz'],
  ['diarrhea', 'diarrhoea', 'diarrhea'],
  ['anesthe', 'anaesthe', 'anesthe'],
  ['aging', 'ageing', 'aging'],
  ['tumor', 'tumour', 'tumour'],
];

function withCase(source: string, word: string): string {
  const first = source[0] ?? '';
  return first === first.toUpperCase() ? (word[0] ?? '').toUpperCase() + word.slice(1) : word;
}

export function respell(text: string, spelling: Spelling): string {
  if (spelling === 'us') return text;
  const column = spelling === 'uk' ? 1 : 2;
  return SPELLINGS.reduce((out, row) => {
    const us = row[0];
    const local = row[column] as string;
    const pattern = new RegExp(`\\b[${us[0]}${us[0]?.toUpperCase()}]${us.slice(1)}`, 'g');
    return out.replace(pattern, (match) => withCase(match, local));
  }, text);
}

export type EnglishLocale = 'en' | 'en-gb' | 'en-ca' | 'en-au' | 'en-sg';

export const LOCALE_SPELLING: Record<EnglishLocale, Spelling> = {
  en: 'us',
  'en-gb': 'uk',
  'en-ca': 'ca',
  'en-au': 'uk',
  'en-sg': 'uk',
};
