// Generated hostile requests for any route, built from its own schemas (params, querystring,
// body), for the route fuzz (server/src/http/routeFuzz.test.ts). Starting from a value the
// schema would accept, one part is spoiled: characters that are not text (NUL, other controls,
// lone surrogates), null, empty and non-object bodies, wrong types, huge strings, numbers out of
// range, padded enum values, malformed JSON, a multipart body on a JSON route, repeated query
// parameters and hostile path segments.
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

export interface RouteSchemas {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

export interface FuzzRequest {
  why: string;
  /** Path segments for the route's parameters, already URL-encoded. */
  params: Record<string, string>;
  /** Query string (without `?`), already encoded. */
  query: string;
  body?: { contentType: string; payload: string | Buffer };
}

function types(schema: JsonSchema): string[] {
  return [schema.type ?? []].flat();
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
          return 'fuzz'
            .padEnd(Math.max(schema.minLength ?? 1, 4), 'z')
            .slice(0, schema.maxLength ?? 100);
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

/** Text forms of a value in a URL: a query parameter or a path segment. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? 'undefined';
}

/** encodeURIComponent that also carries lone surrogates (as their raw UTF-8 bytes would). */
function encodeText(text: string): string {
  return text
    .replace(/[\ud800-\udfff]/gu, '\ufffd')
    .replace(/[^A-Za-z0-9\-_.~]/gu, (c) => encodeURIComponent(c));
}

const HOSTILE_SEGMENTS = fc.constantFrom(
  '%00',
  'a%00b',
  '%01',
  '-1',
  '0',
  '2147483648',
  '1e309',
  '0x10',
  '1.5',
  '%20',
  '%E2%80%AE',
  '..%2F..%2Fetc',
  '%F0%9F%90%95',
  '%ED%A0%80',
  '999999',
  '00000000-0000-4000-8000-000000000000',
  'x'.repeat(1200),
);

const MALFORMED_JSON = fc.constantFrom(
  '',
  'null',
  '[]',
  '[null]',
  '"text"',
  'true',
  '0',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
);

const BOUNDARY = '----petcare-route-fuzz';

function multipartOf(fields: Record<string, unknown>): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`, 'utf8');
}

function json(why: string, value: unknown): { why: string; body: FuzzRequest['body'] } {
  return { why, body: { contentType: 'application/json', payload: JSON.stringify(value) ?? '' } };
}

/** Bad bodies for a route: spoiled fields of a valid body, and bodies that are not one. */
function badBodies(
  schema: JsonSchema | undefined,
): fc.Arbitrary<{ why: string; body: FuzzRequest['body'] }> {
  const valid = validObject(schema);
  const fields = Object.keys(schema?.properties ?? {});
  const variants: fc.Arbitrary<{ why: string; body: FuzzRequest['body'] }>[] = [
    MALFORMED_JSON.map((payload) => ({
      why: `body ${JSON.stringify(payload)}`,
      body: { contentType: 'application/json', payload },
    })),
    fc.constant({
      why: 'multipart body',
      body: {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: multipartOf({ ...valid, extra: 'a\u0000b' }),
      },
    }),
    fc.constant(json('valid body plus a NUL property', { ...valid, 'x\u0000': 'y' })),
    fc.constant(json('empty object', {})),
  ];
  if (fields.length > 0) {
    variants.push(
      fc
        .constantFrom(...fields)
        .chain((field) =>
          badValue(schema?.properties?.[field]).map((value) =>
            json(`${field} = ${JSON.stringify(value)?.slice(0, 60)}`, { ...valid, [field]: value }),
          ),
        ),
      fc
        .tuple(...fields.map((field) => badValue(schema?.properties?.[field])))
        .map((values) =>
          json('every field spoiled', Object.fromEntries(fields.map((f, i) => [f, values[i]]))),
        ),
    );
  }
  return fc.oneof(...variants);
}

function queryOf(values: Record<string, unknown>): string {
  return Object.entries(values)
    .flatMap(([name, value]) =>
      Array.isArray(value) && value.length > 0
        ? value.map((item) => `${encodeText(name)}=${encodeText(asText(item))}`)
        : [`${encodeText(name)}=${encodeText(asText(value))}`],
    )
    .join('&');
}

function badQueries(schema: JsonSchema | undefined): fc.Arbitrary<{ why: string; query: string }> {
  const names = Object.keys(schema?.properties ?? {});
  const valid = validObject(schema);
  const variants: fc.Arbitrary<{ why: string; query: string }>[] = [
    fc
      .tuple(fc.constantFrom('q', 'page', 'x\u0000', 'locale'), badValue(undefined))
      .map(([name, value]) => ({
        why: `query ${name}=${asText(value).slice(0, 40)}`,
        query: queryOf({ [name]: value }),
      })),
  ];
  if (names.length > 0) {
    variants.push(
      fc.tuple(fc.constantFrom(...names), badValue(undefined)).map(([name, value]) => ({
        why: `query ${name}=${asText(value).slice(0, 40)}`,
        query: queryOf({ ...valid, [name]: value }),
      })),
      fc.tuple(fc.constantFrom(...names), fc.constantFrom(...names)).map(([a, b]) => ({
        why: `query ${a} repeated`,
        query: queryOf({ ...valid, [a]: [valid[a] ?? 'x', 'again'], [b]: ' ' }),
      })),
      fc.constantFrom(...names).chain((name) =>
        badValue(schema?.properties?.[name]).map((value) => ({
          why: `query ${name}=${asText(value).slice(0, 40)}`,
          query: queryOf({ ...valid, [name]: value }),
        })),
      ),
    );
  }
  return fc.oneof(...variants);
}

/**
 * Requests for a route: its parameters from `known` (real ids, so validation of the other parts is
 * reached) or hostile segments, with a spoiled query or body — or a spoiled parameter alone.
 */
export function fuzzRequests(
  method: string,
  paramNames: readonly string[],
  schemas: RouteSchemas,
  known: Record<string, string>,
): fc.Arbitrary<FuzzRequest> {
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        known[name] === undefined
          ? HOSTILE_SEGMENTS
          : fc.oneof({ weight: 4, arbitrary: fc.constant(known[name]!) }, HOSTILE_SEGMENTS),
      ]),
    ) as Record<string, fc.Arbitrary<string>>,
  );
  const parts: fc.Arbitrary<Omit<FuzzRequest, 'params'>>[] = [
    badQueries(schemas.querystring).map(({ why, query }) => ({ why, query })),
  ];
  if (takesBody) {
    parts.push(badBodies(schemas.body).map(({ why, body }) => ({ why, query: '', body })));
  }
  return fc
    .tuple(params, fc.oneof(...parts))
    .map(([values, part]) => ({ ...part, params: values }));
}

/** Every string leaf of a value replaced (values and property names alike stay where they are). */
function mapStrings(value: unknown, change: (text: string) => string): unknown {
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
function spoilText(
  schema: JsonSchema | undefined,
  value: unknown,
  change: (t: string) => string,
): unknown {
  if (typeof value === 'string') return isFreeText(schema) ? change(value) : value;
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

/** Every enum value of an object schema padded with spaces, every other string made blank. */
function paddedOrBlank(schema: JsonSchema | undefined, value: Record<string, unknown>) {
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

/**
 * The same hostile cases for every route, whatever the random ones draw: each class of defect
 * once per operation (every string with a NUL, in the body and in the query; an empty object, a
 * JSON null and no body; a multipart body; padded choices and blank text).
 */
export function edgeRequests(
  method: string,
  paramNames: readonly string[],
  schemas: RouteSchemas,
  known: Record<string, string>,
): FuzzRequest[] {
  const params = Object.fromEntries(paramNames.map((name) => [name, known[name] ?? '999999']));
  const query = validObject(schemas.querystring);
  const withNul = (text: string) => `${text}\u0000x`;
  const requests: FuzzRequest[] = [
    {
      why: 'every query value with a NUL',
      params,
      query: queryOf(
        Object.keys(query).length > 0
          ? (spoilText(schemas.querystring, query, withNul) as Record<string, unknown>)
          : { q: 'a\u0000' },
      ),
    },
    {
      why: 'a NUL in every path parameter',
      params: Object.fromEntries(paramNames.map((name) => [name, 'a%00b'])),
      query: '',
    },
  ];
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return requests;
  const body = validObject(schemas.body);
  const jsonBody = (why: string, value: unknown) => ({
    why,
    params,
    query: '',
    body: { contentType: 'application/json', payload: JSON.stringify(value) ?? '' },
  });
  requests.push(
    jsonBody('every text field with a NUL', spoilText(schemas.body, body, withNul)),
    jsonBody(
      'every text field a lone surrogate',
      spoilText(schemas.body, body, () => '\ud800'),
    ),
    jsonBody('every string with a NUL', mapStrings(body, withNul)),
    jsonBody('padded choices and blank text', paddedOrBlank(schemas.body, body)),
    jsonBody('an empty object', {}),
    jsonBody('JSON null', null),
    { why: 'no body', params, query: '', body: { contentType: 'application/json', payload: '' } },
    {
      why: 'a multipart body',
      params,
      query: '',
      body: {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: multipartOf(body),
      },
    },
  );
  return requests;
}
