// The glossary of the Japanese style guide (src/i18n/locales/jp/README.md): the term to use and
// the variants not to use, read from the guide's table so the guide stays the one place to edit.

export interface GlossaryEntry {
  /** The term to use, and its short forms: a forbidden variant inside one of them is no hit. */
  preferred: string[];
  forbidden: string[];
  /** 'all' everywhere; 'ui' only in UI strings, mails, SMS and notifications. */
  scope: 'all' | 'ui';
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
