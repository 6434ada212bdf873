import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { intlLocale } from '@contract/intlLocale';

/**
 * Every UI string exists in every language of src/i18n/locales: a key missing in one catalogue
 * shows the key itself (or English in a Japanese page) to the user. Plural keys are compared the
 * way i18next reads them: `x_one` / `x_other` in English is the same string as `x_other` alone in
 * Japanese, because each language needs exactly the plural categories Intl.PluralRules gives it.
 * Catalogues and namespaces are found on disk, so a new language or namespace is covered without
 * being registered here.
 */
const localesDir = path.resolve(__dirname, 'locales');
type Tree = { [key: string]: string | Tree };

const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const namespaces = [
  ...new Set(
    languages.flatMap((language) =>
      readdirSync(path.join(localesDir, language)).filter((file) => file.endsWith('.json')),
    ),
  ),
].sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

function catalogue(language: string, namespace: string): string[] | null {
  const file = path.join(localesDir, language, namespace);
  try {
    return leaves(JSON.parse(readFileSync(file, 'utf8')) as Tree);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** What a catalogue says, keyed by plural-free name: the plural categories given, or null. */
function byName(keys: readonly string[]): Map<string, Set<string> | null> {
  const names = new Map<string, Set<string> | null>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) {
      if (!names.has(key)) names.set(key, null);
      continue;
    }
    const name = key.slice(0, match.index);
    const categories = names.get(name) ?? new Set<string>();
    categories.add(match[1] ?? '');
    names.set(name, categories);
  }
  return names;
}

const pluralCategories = (language: string): Set<string> =>
  new Set(new Intl.PluralRules(intlLocale(language)).resolvedOptions().pluralCategories);

/**
 * The problems of one language's catalogue against the union of names in all catalogues:
 * missing strings, plural strings with a category the language lacks or without one it needs.
 * `_zero` is allowed anywhere: i18next tries it for a count of 0 in every language.
 */
function problems(
  language: string,
  own: Map<string, Set<string> | null>,
  all: Map<string, boolean>,
): string[] {
  const needed = pluralCategories(language);
  const found: string[] = [];
  for (const [name, plural] of all) {
    const given = own.get(name);
    if (given === undefined) {
      found.push(`${name}: missing`);
    } else if (plural && given === null) {
      found.push(`${name}: plural elsewhere, not plural here`);
    } else if (given) {
      const lacking = [...needed].filter((category) => !given.has(category));
      const extra = [...given].filter((c) => c !== 'zero' && !needed.has(c));
      if (lacking.length) found.push(`${name}: lacks _${lacking.join(', _')}`);
      if (extra.length) found.push(`${name}: _${extra.join(', _')} unused in ${language}`);
    }
  }
  return found;
}

describe('the UI string catalogues', () => {
  it('are found: at least English and Japanese, with their namespaces', () => {
    expect(languages).toEqual(expect.arrayContaining(['en', 'jp']));
    expect(namespaces).toEqual(expect.arrayContaining(['app.json', 'common.json']));
  });

  it('give each language the plural categories of its own rules', () => {
    expect([...pluralCategories('en')].sort()).toEqual(['one', 'other']);
    expect([...pluralCategories('jp')]).toEqual(['other']);
  });

  describe.each(namespaces)('%s', (namespace) => {
    const catalogues = new Map(languages.map((l) => [l, catalogue(l, namespace)] as const));
    const all = new Map<string, boolean>();
    for (const keys of catalogues.values()) {
      for (const [name, plural] of byName(keys ?? [])) {
        all.set(name, (all.get(name) ?? false) || plural !== null);
      }
    }

    it.each(languages)('has every string in %s', (language) => {
      const keys = catalogues.get(language);
      expect(keys).not.toBeNull();
      expect(problems(language, byName(keys ?? []), all)).toEqual([]);
    });
  });
});

describe('the parity check', () => {
  const all = (keys: string[]) =>
    new Map([...byName(keys)].map(([name, plural]) => [name, plural !== null] as const));
  const english = ['title', 'photos_one', 'photos_other'];

  it('takes one Japanese _other for English _one and _other', () => {
    const union = all([...english, 'title', 'photos_other']);
    expect(problems('jp', byName(['title', 'photos_other']), union)).toEqual([]);
    expect(problems('en', byName(english), union)).toEqual([]);
  });

  it('finds a missing string, a missing category and a category the language lacks', () => {
    const union = all([...english, 'note']);
    expect(problems('jp', byName(['photos_one']), union)).toEqual([
      'title: missing',
      'photos: lacks _other',
      'photos: _one unused in jp',
      'note: missing',
    ]);
    expect(problems('en', byName(['title', 'photos_other', 'note']), union)).toEqual([
      'photos: lacks _one',
    ]);
    expect(problems('jp', byName(['title', 'photos', 'note']), union)).toEqual([
      'photos: plural elsewhere, not plural here',
    ]);
  });
});
