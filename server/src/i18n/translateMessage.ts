// The one step that puts the API's English messages (the contract: code and tests write them in
// English, as the Laravel API did) into the caller's language. Like Laravel's `lang/ja.json`, the
// catalogue is keyed by the English message; a message with values in it is keyed by its template
// (`Too many attempts. Please try again in :seconds seconds.`), and `:attribute` values are field
// names, translated through the attribute catalogue, so that a validation message is translated
// whole, in Japanese word order (「メールアドレスは必須です。」).
import type { Language } from '@contract/preferences';
import type { FieldErrors } from '../errors/HttpError';
import { ATTRIBUTES_JP, MESSAGES_JP, VALUE_WORDS_JP } from './messages.jp';

/** Placeholders that hold a number: they match digits only, so templates cannot overlap. */
const NUMERIC = new Set(['count', 'min', 'max', 'value', 'seconds', 'years', 'limit']);
/** Placeholders that hold a field name, shown through the attribute catalogue. */
const ATTRIBUTE = new Set(['attribute', 'other']);

interface Template {
  pattern: RegExp;
  names: string[];
  japanese: string;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TEMPLATES: Template[] = Object.entries(MESSAGES_JP)
  .filter(([english]) => /:[a-z]/.test(english))
  // The most literal text first: `at least :min characters.` before `at least :min.`
  .sort(([a], [b]) => b.replace(/:\w+/g, '').length - a.replace(/:\w+/g, '').length)
  .map(([english, japanese]) => {
    const names: string[] = [];
    const source = english
      .split(/(:[a-z]\w*)/)
      .map((part) => {
        if (!part.startsWith(':')) return escape(part);
        const name = part.slice(1);
        names.push(name);
        return NUMERIC.has(name) ? '(-?[\\d,.]+)' : '(.+?)';
      })
      .join('');
    return { pattern: new RegExp(`^${source}$`, 's'), names, japanese };
  });

/**
 * A field name as Japanese: `weight kg`, `weight_kg`, `tags.0.label` (by its `tags.*.label`
 * entry, else its last part). Undefined when the catalogue has none.
 */
export function attributeJapanese(attribute: string): string | undefined {
  const spaced = attribute.replace(/_/g, ' ');
  const wildcard = spaced.replace(/\.\d+(?=\.|$)/g, '.*');
  // An item of a list (`allergies.0`) is named as its list.
  const last =
    spaced
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? spaced;
  return ATTRIBUTES_JP[spaced] ?? ATTRIBUTES_JP[wildcard] ?? ATTRIBUTES_JP[last];
}

function valueJapanese(name: string, value: string): string | undefined {
  if (ATTRIBUTE.has(name)) return attributeJapanese(value);
  if (NUMERIC.has(name)) return value;
  return VALUE_WORDS_JP[value] ?? value;
}

const SUMMARY = /^(.*) \(and (\d+) more errors?\)$/s;

/** The Japanese text of one English message, or undefined when the catalogue has none. */
export function japaneseOf(message: string): string | undefined {
  const exact = MESSAGES_JP[message];
  if (exact !== undefined) return exact;
  const summary = SUMMARY.exec(message);
  if (summary) {
    const first = japaneseOf(summary[1] ?? '');
    return first === undefined ? undefined : `${first}（ほか${summary[2]}件のエラーがあります）`;
  }
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map<string, string>();
    let complete = true;
    template.names.forEach((name, index) => {
      const value = valueJapanese(name, match[index + 1] ?? '');
      if (value === undefined) complete = false;
      else values.set(name, value);
    });
    if (!complete) continue;
    return template.japanese.replace(
      /\{\{(\w+)\}\}/g,
      (all, name: string) => values.get(name) ?? all,
    );
  }
  return undefined;
}

/** The message in the caller's language; English (the contract) when there is no entry. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  return japaneseOf(message) ?? message;
}

export function translateErrors(errors: FieldErrors, language: Language): FieldErrors {
  if (language === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => translateMessage(message, language)),
    ]),
  );
}
