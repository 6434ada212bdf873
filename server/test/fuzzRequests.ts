// Generated hostile requests for any route, built from its own schemas (params, querystring,
// body), for the route fuzz (server/src/http/routeFuzz.test.ts). Starting from a value the
// schema would accept, one part is spoiled: characters that are not text (NUL, other controls,
// lone surrogates), null, empty and non-object bodies, wrong types, huge strings, numbers out of
// range, padded enum values, malformed JSON, a multipart body on a JSON route, repeated query
// parameters and hostile path segments. The values come from fuzzSchemaValues.ts, their writing
// into a URL or a multipart body from fuzzEncoding.ts.
import fc from 'fast-check';
import { asText, BOUNDARY, multipartOf, queryOf } from './fuzzEncoding';
import {
  badValue,
  longestText,
  mapStrings,
  paddedOrBlank,
  spoilText,
  validObject,
  type JsonSchema,
} from './fuzzSchemaValues';

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
    jsonBody(
      'every text field at its longest, in Japanese with an emoji',
      spoilText(schemas.body, body, longestText),
    ),
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
