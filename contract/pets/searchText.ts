// Folding for as-you-type search in English and Japanese: what a keeper types and a name match
// when they differ only in width, case, accents, hiragana vs katakana, long-vowel marks or
// separators ("toy poodle" = "Toy-Poodle", "といぷーどる" = "トイ・プードル",
// "レトリバー" = "レトリーバー", "vendeen" = "Vendéen").

const LATIN_MARKS = /[\u0300-\u036f]/g;
const HIRAGANA = /[\u3041-\u3096]/g;
/** Spaces, middle dots, hyphens, apostrophes, long-vowel marks, brackets and similar. */
const SEPARATORS = /[\s・·\-‐‑–—_'’`.,()（）「」/&＆×ー〜~]/g;

/** One search word: folded, without separators. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .replace(HIRAGANA, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60))
    .replace(SEPARATORS, '');
}

/** The words of a name, each folded ("Golden Retriever" → ["golden", "retriever"]). */
export function foldedWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/[\s・·\-‐‑–—_/()（）×]+/)
    .map(foldSearchText)
    .filter((word) => word !== '');
}
