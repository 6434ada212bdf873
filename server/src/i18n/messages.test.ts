// The Japanese catalogue of the API's messages is complete: every message the code can write (found
// in the source, serverMessageSources.ts), every validation template and every field name of every
// route's schemas has a Japanese entry in the catalogue the app answers with (the shared part and
// every registered capability's, apiTranslator.ts), and the entries follow the Japanese style guide.
import { STATUS_CODES } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifySchemaValidationError } from 'fastify';
import { parseGlossary } from '@contract/japaneseGlossary';
import { checkJapaneseText } from '@contract/japaneseStyleRules';
import { createTestServer, type TestServer } from '../../test/testServer';
import { API_JAPANESE_PARTS, API_TRANSLATOR } from '../apiTranslator';
import { laravelMessage } from '../errors/validationMessages';
import { japaneseConflicts } from './apiJapanese';
import { serverMessages } from './serverMessageSources';
import { untranslatedEnglish } from '@contract/untranslatedEnglish';

const root = path.resolve(__dirname, '../../..');
const glossary = parseGlossary(
  readFileSync(path.join(root, 'src/i18n/locales/jp/README.md'), 'utf8'),
);

/** `${…}` in code and `:name` in the catalogue are both a value: compare the words around them. */
const shape = (text: string) =>
  text.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}\w*/g, '\u0000').replace(/:[a-z]\w*/g, '\u0000');

const { attributeJapanese, japaneseOf, translateMessage } = API_TRANSLATOR;
const { messages: MESSAGES_JP, attributes: ATTRIBUTES_JP } = API_TRANSLATOR.catalogue;

const KEY_SHAPES = new Set(Object.keys(MESSAGES_JP).map(shape));

/** A message of the code with its values as a number, the way it is answered. */
const sample = (text: string) => text.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}\w*/g, '1');

function hasEntry(text: string): boolean {
  return KEY_SHAPES.has(shape(text)) || japaneseOf(sample(text)) !== undefined;
}

describe('the API message catalogue', () => {
  it('finds the messages of the code', () => {
    const found = serverMessages(path.join(root, 'server/src')).map((m) => m.text);
    // A sample of each kind of place a message is written from.
    expect(found).toEqual(
      expect.arrayContaining([
        'These credentials do not match our records.',
        'The email has already been taken.',
        'Pet not found.',
        'News post not found.',
        'The terms field must be accepted.',
        'The route ${shownPath(url)} could not be found.',
      ]),
    );
  });

  it('has a Japanese entry for every message the code writes', () => {
    const missing = serverMessages(path.join(root, 'server/src'))
      .filter((m) => !hasEntry(m.text))
      .map((m) => `${m.source}: ${m.text}`);
    expect(missing).toEqual([]);
  });

  it('has a Japanese entry for every validation message, whatever the rule', () => {
    const error = (
      keyword: string,
      params: Record<string, unknown>,
      parentSchema: Record<string, unknown> = {},
    ) =>
      ({
        keyword,
        params,
        parentSchema,
        instancePath: '',
        schemaPath: '',
        message: '',
      }) as FastifySchemaValidationError;
    const cases = [
      error('required', { missingProperty: 'name' }),
      ...['integer', 'number', 'string', 'boolean', 'array', 'object', 'null'].map((type) =>
        error('type', { type }),
      ),
      error('const', { allowedValue: true }),
      error('const', { allowedValue: 'x' }),
      error('enum', {}),
      error('minimum', { limit: 1 }, { minimum: 1, maximum: 5 }),
      error('minimum', { limit: 1 }, { minimum: 1 }),
      error('maximum', { limit: 5 }, { maximum: 5 }),
      error('exclusiveMinimum', { limit: 0 }),
      error('exclusiveMaximum', { limit: 9 }),
      error('minLength', { limit: 1 }, { minLength: 1 }),
      error('minLength', { limit: 8 }, { minLength: 8, maxLength: 64 }),
      error('minLength', { limit: 8 }, { minLength: 8 }),
      error('maxLength', { limit: 50 }, { maxLength: 50 }),
      error('minProperties', { limit: 1 }),
      error('minItems', { limit: 1 }),
      error('maxItems', { limit: 9 }),
      error('pattern', {}),
      ...['email', 'date', 'date-time', 'uri', 'uuid', 'ipv4'].map((format) =>
        error('format', { format }),
      ),
      error('uniqueItems', {}),
    ];
    const missing = cases
      .map((c) => laravelMessage(c, 'name'))
      .filter((message) => japaneseOf(message) === undefined);
    expect(missing).toEqual([]);
    expect(japaneseOf('The name field is required. (and 2 more errors)')).toBe(
      '名前は必須です。（ほか2件のエラーがあります）',
    );
  });

  it('has a Japanese entry for every status text an answer may carry', () => {
    const texts = [
      'Server Error',
      ...Object.entries(STATUS_CODES)
        .filter(([code]) => Number(code) >= 400 && Number(code) < 500)
        .map(([, text]) => text ?? ''),
    ];
    expect(texts.filter((text) => japaneseOf(text) === undefined)).toEqual([]);
  });

  describe('field names', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer();
    });
    afterAll(() => server.close());

    it('has a Japanese name for every field of every route', () => {
      const fields = new Set<string>();
      const walk = (schema: unknown, prefix: string) => {
        if (schema === null || typeof schema !== 'object') return;
        const node = schema as Record<string, unknown>;
        for (const [name, child] of Object.entries(
          (node.properties as Record<string, unknown> | undefined) ?? {},
        )) {
          fields.add(`${prefix}${name}`);
          walk(child, `${prefix}${name}.`);
        }
        if (node.items) walk(node.items, `${prefix}*.`);
        for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
          for (const part of (node[key] as unknown[] | undefined) ?? []) walk(part, prefix);
        }
      };
      for (const route of server.app.routeInventory) {
        if (!route.url.startsWith('/api/')) continue;
        const schema = route.schema as Record<string, unknown> | undefined;
        for (const part of ['body', 'querystring', 'params']) walk(schema?.[part], '');
      }
      expect(fields.size).toBeGreaterThan(50);
      const missing = [...fields].filter((field) => attributeJapanese(field) === undefined);
      expect(missing.sort()).toEqual([]);
    });
  });

  it('translates each English text one way, whichever capability declares it', () => {
    expect(japaneseConflicts(API_JAPANESE_PARTS)).toEqual([]);
  });

  it('shows no value in Japanese that the English message has not got', () => {
    const problems = Object.entries(MESSAGES_JP).flatMap(([english, japanese]) => {
      const names = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]);
      const given = names(english, /:([a-z]\w*)/g);
      // A Japanese text may leave a value out (a type name), never show one it has not got.
      return names(japanese, /\{\{(\w+)\}\}/g).every((name) => given.includes(name))
        ? []
        : [`${english} → ${japanese}`];
    });
    expect(problems).toEqual([]);
  });

  it('writes Japanese as the style guide asks, with no English left in it', () => {
    const texts = [...Object.entries(MESSAGES_JP), ...Object.entries(ATTRIBUTES_JP)];
    const problems = texts.flatMap(([english, japanese]) => {
      const text = japanese;
      return [
        ...checkJapaneseText({ source: english, text, scope: 'ui' }, glossary).map(
          (p) => `${p.source}: ${p.rule} (${p.excerpt})`,
        ),
        ...untranslatedEnglish(text).map((word) => `${english}: English word 「${word}」`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('answers English unchanged and Japanese in Japanese word order', () => {
    expect(translateMessage('The email field is required.', 'en')).toBe(
      'The email field is required.',
    );
    expect(translateMessage('The email field is required.', 'jp')).toBe(
      'メールアドレスは必須です。',
    );
    expect(translateMessage('The password field must be at least 8 characters.', 'jp')).toBe(
      'パスワードは8文字以上で入力してください。',
    );
    expect(translateMessage('The weight kg field must be between 0.1 and 200.', 'jp')).toBe(
      '体重（kg）は0.1以上200以下で指定してください。',
    );
  });
});
