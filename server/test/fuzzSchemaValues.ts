// Values for the route fuzz (fuzzRequests.ts), read from a route's JSON schema: one the schema
// accepts, hostile ones for a field, and a valid value with its free text spoiled. Kept apart
// from the requests so what counts as valid or hostile is read in one place.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

function types(schema: JsonSchema): string[] {
  return [schema.type ?? []].flat();
}

/**
 * A string its `pattern` takes (and its length limits), so that a request gets past a field with
 * a format to the ones behind it; always the same one (a fixed seed). Null without a pattern, or
 * for a pattern fast-check cannot generate from (lookarounds).
 */
function matchingPattern(schema: JsonSchema): string | null {
  const pattern = (schema as { pattern?: string }).pattern;
  if (pattern === undefined) return null;
  try {
    const fits = (text: string) =>
      text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
    const found = fc
      .sample(fc.stringMatching(new RegExp(pattern, 'u')), { numRuns: 50, seed: 7 })
      .find(fits);
    return found ?? null;
  } catch {
    return null;
  }
}

/** A value the schema accepts, as far as a generic reading of it goes. */
export function validValue(schema: JsonSchema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  if (schema.anyOf !== undefined) {
    const first = schema.anyOf.find((s) => !types(s).includes('null')) ?? schema.anyOf[0]!;
    return validValue(first, depth);
  }
  const [type] = types(schema);
  switch (type) {
    case 'string':
      switch (schema.format) {
        case 'email':
          return 'fuzz@example.com';
        case 'date':
          return '2026-05-01';
        case 'date-time':
          return '2026-05-01T10:00:00Z';
        case 'uuid':
          return '00000000-0000-4000-8000-000000000000';
        case 'uri':
          return 'https://example.com/';
        default:
          return (
            matchingPattern(schema) ??
            'fuzz'.padEnd(Math.max(schema.minLength ?? 1, 4), 'z').slice(0, schema.maxLength ?? 100)
          );
      }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 || schema.items === undefined ? [] : [validValue(schema.items, depth + 1)];
    case 'object':
      return validObject(schema, depth + 1);
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

export function validObject(schema: JsonSchema | undefined, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  if (depth > 4) return result;
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    result[name] = validValue(property, depth);
  }
  return result;
}

/** Strings no text field may hold, and strings that are merely awkward. */
const HOSTILE_TEXT = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  'bell\u0007',
  'del\u007f',
  'c1\u0085',
  'half\ud800',
  '\udfff',
  ' ',
  '',
  '\u202etxt.exe',
  '../../etc/passwd',
  "x' OR 1=1 --",
  '%00',
  '１２３',
  '<script>alert(1)</script>',
);
const HUGE_TEXT = fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'x'.repeat(n));
const ODD_NUMBERS = fc.constantFrom(
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
);

/** Values for a field: wrong types, hostile text, huge strings, odd numbers, padded choices. */
export function badValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    HOSTILE_TEXT,
    HUGE_TEXT,
    ODD_NUMBERS,
    fc.constantFrom(null, true, false, [], {}, [null], { a: '\u0000' }, ['a\u0000']),
    fc.jsonValue({ maxDepth: 2 }),
  ];
  const choices = schema?.enum ?? schema?.anyOf?.flatMap((s) => s.enum ?? []) ?? [];
  const strings = choices.filter((c): c is string => typeof c === 'string');
  if (strings.length > 0) {
    options.push(
      fc.constantFrom(...strings).map((c) => ` ${c} `),
      fc.constantFrom(...strings).map((c) => c.toUpperCase()),
      fc.constantFrom(...strings).map((c) => `${c}\u0000`),
    );
  }
  return fc.oneof(...options);
}

/** Every string leaf of a value replaced (values and property names alike stay where they are). */
export function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]),
    );
  }
  return value;
}

/** A schema for free text: a string with no choices, format or pattern to refuse a change first. */
function isFreeText(schema: JsonSchema | undefined): boolean {
  if (schema === undefined) return true;
  if (schema.anyOf !== undefined) return schema.anyOf.some(isFreeText);
  return (
    types(schema).includes('string') &&
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.format === undefined &&
    (schema as { pattern?: string }).pattern === undefined
  );
}

/** The schema of an array's items or an object's property, through a nullable union. */
function inner(schema: JsonSchema | undefined, key: string | number): JsonSchema | undefined {
  const options = schema?.anyOf ?? (schema === undefined ? [] : [schema]);
  for (const option of options) {
    if (typeof key === 'number' && option.items !== undefined) return option.items;
    if (typeof key === 'string' && option.properties?.[key] !== undefined) {
      return option.properties[key];
    }
  }
  return undefined;
}

/**
 * Every free-text leaf changed, other values kept valid: a refused choice or date must not hide
 * the text field behind it from the check under test.
 */
export function spoilText(
  schema: JsonSchema | undefined,
  value: unknown,
  change: (t: string, schema: JsonSchema | undefined) => string,
): unknown {
  if (typeof value === 'string') return isFreeText(schema) ? change(value, schema) : value;
  if (Array.isArray(value))
    return value.map((item, i) => spoilText(inner(schema, i), item, change));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        spoilText(inner(schema, key), item, change),
      ]),
    );
  }
  return value;
}

/**
 * Text as long as a schema allows (its `maxLength`, counted in characters as JSON Schema and
 * PostgreSQL count them): Japanese with an emoji at the end, which is one character but two
 * UTF-16 units. A text without a limit is kept.
 */
export function longestText(text: string, schema: JsonSchema | undefined): string {
  const max = (schema?.anyOf ?? [schema]).find((s) => s?.maxLength !== undefined)?.maxLength;
  if (max === undefined || max < 2) return text;
  return `${'ねこの健康'.repeat(Math.ceil(max / 5)).slice(0, max - 1)}🐈`;
}

/** Every enum value of an object schema padded with spaces, every other string made blank. */
export function paddedOrBlank(schema: JsonSchema | undefined, value: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => {
      const property = schema?.properties?.[name];
      const isChoice =
        property?.enum !== undefined || property?.anyOf?.some((s) => s.enum !== undefined);
      if (typeof item !== 'string') return [name, item];
      return [name, isChoice === true ? ` ${item} ` : ' \t '];
    }),
  );
}
