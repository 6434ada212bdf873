// Request validation of the pets, AI, commerce, keeper-data, vet-sharing and admin route groups
// (and of multipart upload forms): params, query string, body and the headers we read, each
// checked against the route's schemas (from the contract) before anything reaches a service.
//
// - No type coercion: a JSON body must carry the types its schema names (`"12345"` is not a
//   number, `12345` is not a name, `["/a/"]` is not a path).
// - Text parts (path parameters, query strings and form fields, which are text by nature) are
//   parsed strictly where the schema wants a number or a boolean: integers as plain decimal
//   digits only, so `1e309`, `Infinity`, `0x10` and ` 7` stay text and are refused.
// - Strings are trimmed first (Laravel's TrimStrings; passwords, marked `x-trim: false`, are
//   not), and a blank required field whose rules refuse an empty value is reported as missing.
// - Unknown properties are refused where the contract's schema is closed
//   (`additionalProperties: false`) and kept, unread, where it is not.
// - Whatever the schema says, no string (value or property name, at any depth) may hold a
//   control character other than tab, line feed and carriage return, or a lone UTF-16
//   surrogate: PostgreSQL refuses NUL in text and JSON, and the others are not text. A schema
//   that forgets its pattern (`Type.String()`) can no longer let them through.
// - Enum values are compared as sent: trimming `" kg "` into `"kg"` would accept a value the
//   client never chose.
// - A required field that is blank after trimming is missing, whatever its own rules (a body of
//   spaces is no article).
// - A body must be a JSON object: `null` is not an empty one. A PUT or PATCH whose fields are all
//   optional must name at least one of them; an update that changes nothing is a client error.
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  minLength?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  'x-trim'?: boolean;
}

type Part = 'body' | 'querystring' | 'params' | 'headers';

const ajv = new Ajv({
  allErrors: true,
  // parentSchema on every error lets messages name both bounds of a range.
  verbose: true,
  useDefaults: true,
  coerceTypes: false,
  removeAdditional: false,
  strict: false,
});
addFormats(ajv);

/** Bodies parsed from HTML forms (urlencoded, multipart): text like a query string. */
const formBodies = new WeakSet<object>();

export function markFormBody<T extends object>(body: T): T {
  formBodies.add(body);
  return body;
}

/** The schemas a property may take: itself, or the members of a nullable union. */
function alternatives(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? [schema];
}

function hasType(schema: JsonSchema, type: string): boolean {
  return alternatives(schema).some((s) => s.type === type || s.type?.includes(type) === true);
}

const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;
const BOOLEANS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** A text value read as the type the schema wants, or unchanged when it is not one. */
function fromText(value: string, schema: JsonSchema): unknown {
  if (hasType(schema, 'string')) return value;
  if (hasType(schema, 'integer') && INTEGER_TEXT.test(value)) return Number(value);
  if (hasType(schema, 'number') && NUMBER_TEXT.test(value)) return Number(value);
  if (hasType(schema, 'boolean') && value in BOOLEANS) return BOOLEANS[value];
  return value;
}

/** Whether the property is a choice among fixed values (never trimmed into one of them). */
function isEnum(schema: JsonSchema): boolean {
  const strings = alternatives(schema).filter((s) => s.type === 'string' || s.const !== undefined);
  return strings.length > 0 && strings.every((s) => s.enum !== undefined || s.const !== undefined);
}

/**
 * Characters no text field may hold: C0 controls but tab, line feed and carriage return, DEL, C1
 * controls and unpaired surrogates (the same set as the contract's MULTI_LINE_PATTERN).
 */
// With the u flag a surrogate pair is one code point: only an unpaired half matches.
const NOT_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

export function holdsNonText(value: string): boolean {
  return NOT_TEXT.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Preparation {
  /** Read numbers and booleans from text (query strings, path parameters, form fields). */
  fromText: boolean;
  /** Trim strings (bodies and query strings; a path parameter is taken as it is). */
  trim: boolean;
}

/** Trims, turns blank required values into missing ones and reads text parts' values. */
function prepare(schema: JsonSchema, data: Record<string, unknown>, how: Preparation): void {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  for (const [name, raw] of Object.entries(data)) {
    const property = properties[name];
    if (property === undefined) continue;
    let value = raw;
    if (
      how.trim &&
      typeof value === 'string' &&
      property['x-trim'] !== false &&
      !isEnum(property)
    ) {
      value = value.trim();
    }
    if (value === '' && required.includes(name)) {
      delete data[name];
      continue;
    }
    if (typeof value === 'string' && how.fromText) value = fromText(value, property);
    if (isRecord(value)) {
      const nested = alternatives(property).find((s) => s.properties !== undefined);
      if (nested) prepare(nested, value, how);
    }
    data[name] = value;
  }
}

type ValidationErrors = ErrorObject[];

function pointer(path: string, key: string | number): string {
  return `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** A `pattern` error ("format is invalid") for every string or property name that is not text. */
export function nonTextErrors(data: unknown, path = ''): ValidationErrors {
  if (typeof data === 'string') {
    return holdsNonText(data)
      ? [{ keyword: 'pattern', instancePath: path, schemaPath: '#/text', params: {}, message: '' }]
      : [];
  }
  if (Array.isArray(data))
    return data.flatMap((item, index) => nonTextErrors(item, pointer(path, index)));
  if (!isRecord(data) || Buffer.isBuffer(data)) return [];
  return Object.entries(data).flatMap(([key, value]) =>
    holdsNonText(key)
      ? [{ keyword: 'pattern', instancePath: path, schemaPath: '#/text', params: {}, message: '' }]
      : nonTextErrors(value, pointer(path, key)),
  );
}

/** A PUT or PATCH body schema whose fields are all optional: it must name at least one. */
function isPartialUpdate(schema: JsonSchema, method: string | undefined, part: Part): boolean {
  return (
    part === 'body' &&
    (method === 'PUT' || method === 'PATCH') &&
    schema.properties !== undefined &&
    Object.keys(schema.properties).length > 0 &&
    (schema.required ?? []).length === 0
  );
}

const NOTHING_TO_CHANGE: ErrorObject = {
  keyword: 'minProperties',
  instancePath: '',
  schemaPath: '#/minProperties',
  params: { limit: 1 },
  message: '',
};

export const compileRequestValidator: FastifySchemaCompiler<FastifySchema> = ({
  schema,
  method,
  httpPart,
}) => {
  const validate = ajv.compile(schema as object);
  const part = httpPart as Part;
  const json = schema as JsonSchema;
  const partialUpdate = isPartialUpdate(json, method, part);
  const optionalAction = part === 'body' && method === 'POST' && (json.required ?? []).length === 0;
  return (input: unknown) => {
    // No body at all is an empty one, as Laravel sees it: its required fields are missing. A JSON
    // `null` is a value, and not an object — except for an action whose body is wholly optional
    // (a refund with an optional reason), where fastify hands a request without a body over as
    // `null`: that is no body.
    const data =
      part === 'body' && (input === undefined || (input === null && optionalAction)) ? {} : input;
    if (part !== 'headers') {
      const notText = nonTextErrors(data);
      if (notText.length > 0) return { error: notText as never };
    }
    if (part !== 'headers' && isRecord(data)) {
      prepare(json, data, {
        fromText: part !== 'body' || formBodies.has(data),
        trim: part !== 'params',
      });
    }
    if (!validate(data)) return { error: validate.errors as ValidationErrors as never };
    if (partialUpdate && isRecord(data)) {
      const known = Object.keys(json.properties ?? {});
      if (!known.some((name) => data[name] !== undefined))
        return { error: [NOTHING_TO_CHANGE] as never };
    }
    return { value: data };
  };
};
