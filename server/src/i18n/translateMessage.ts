// The one step that puts the API's English messages (the contract: code and tests write them in
// English, as the Laravel API did) into the caller's language. Like Laravel's `lang/ja.json`, the
// catalogue is keyed by the English message; a message with values in it is keyed by its template
// (`Too many attempts. Please try again in :seconds seconds.`), and `:attribute` values are field
// names, translated through the field names, so that a validation message is translated whole,
// in Japanese word order (「メールアドレスは必須です。」). The catalogue is built from parts (the
// shared one and each capability's, apiJapanese.ts); app.ts gives the app the one of every
// capability (`app.translator`), which answers read through `translatorOf`.
import type { FastifyInstance } from 'fastify';
import type { Language } from '@contract/preferences';
import type { FieldErrors } from '../errors/HttpError';
import { mergeJapanese, type ApiJapanese } from './apiJapanese';
import { SHARED_JAPANESE } from './sharedMessages.jp';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's Japanese of every capability (server/src/apiTranslator.ts). */
    translator: Translator;
  }
}

/** Placeholders that hold a number: they match digits only, so templates cannot overlap. */
const NUMERIC = new Set(['count', 'min', 'max', 'value', 'seconds', 'years', 'limit']);
/** Placeholders that hold a field name, shown through the attribute catalogue. */
const ATTRIBUTE = new Set(['attribute', 'other']);
const SUMMARY = /^(.*) \(and (\d+) more errors?\)$/s;

interface Template {
  pattern: RegExp;
  names: string[];
  japanese: string;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function templatesOf(messages: Readonly<Record<string, string>>): Template[] {
  return (
    Object.entries(messages)
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
      })
  );
}

export interface Translator {
  /** The merged catalogue the translator answers from. */
  catalogue: Required<ApiJapanese>;
  /**
   * A field name as Japanese: `weight kg`, `weight_kg`, `tags.0.label` (by its `tags.*.label`
   * entry, else its last part). Undefined when the catalogue has none.
   */
  attributeJapanese(attribute: string): string | undefined;
  /** The Japanese text of one English message, or undefined when the catalogue has none. */
  japaneseOf(message: string): string | undefined;
  /** The message in the caller's language; English (the contract) when there is no entry. */
  translateMessage(message: string, language: Language): string;
  translateErrors(errors: FieldErrors, language: Language): FieldErrors;
}

export function createTranslator(parts: readonly ApiJapanese[]): Translator {
  const catalogue = mergeJapanese(parts);
  const { messages, attributes, values: valueWords } = catalogue;
  const templates = templatesOf(messages);

  function attributeJapanese(attribute: string): string | undefined {
    const spaced = attribute.replace(/_/g, ' ');
    const wildcard = spaced.replace(/\.\d+(?=\.|$)/g, '.*');
    // An item of a list (`allergies.0`) is named as its list.
    const last =
      spaced
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .pop() ?? spaced;
    return attributes[spaced] ?? attributes[wildcard] ?? attributes[last];
  }

  function valueJapanese(name: string, value: string): string | undefined {
    if (ATTRIBUTE.has(name)) return attributeJapanese(value);
    if (NUMERIC.has(name)) return value;
    return valueWords[value] ?? value;
  }

  function japaneseOf(message: string): string | undefined {
    const exact = messages[message];
    if (exact !== undefined) return exact;
    const summary = SUMMARY.exec(message);
    if (summary) {
      const first = japaneseOf(summary[1] ?? '');
      return first === undefined ? undefined : `${first}（ほか${summary[2]}件のエラーがあります）`;
    }
    for (const template of templates) {
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

  function translateMessage(message: string, language: Language): string {
    if (language === 'en') return message;
    return japaneseOf(message) ?? message;
  }

  function translateErrors(errors: FieldErrors, language: Language): FieldErrors {
    if (language === 'en') return errors;
    return Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [
        field,
        list.map((message) => translateMessage(message, language)),
      ]),
    );
  }

  return { catalogue, attributeJapanese, japaneseOf, translateMessage, translateErrors };
}

/** The shared messages alone: an instance built without app.ts (a unit test's bare fastify). */
const SHARED_ONLY = createTranslator([SHARED_JAPANESE]);

/** The translator of the app an answer is written by. */
export function translatorOf(instance: FastifyInstance): Translator {
  return instance.hasDecorator('translator') ? instance.translator : SHARED_ONLY;
}
