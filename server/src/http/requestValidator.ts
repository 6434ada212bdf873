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

/** Whether an empty string fails this property's own rules (so blank means "missing"). */
function refusesEmpty(schema: JsonSchema): boolean {
  return alternatives(schema)
    .filter((s) => s.type === 'string')
    .some(
      (s) =>
        (s.minLength ?? 0) > 0 ||
        s.format !== undefined ||
        s.enum !== undefined ||
        (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test('')),
    );
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
    if (how.trim && typeof value === 'string' && property['x-trim'] !== false) {
      value = value.trim();
    }
    if (value === '' && required.includes(name) && refusesEmpty(property)) {
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

export const compileRequestValidator: FastifySchemaCompiler<FastifySchema> = ({
  schema,
  httpPart,
}) => {
  const validate = ajv.compile(schema as object);
  const part = httpPart as Part;
  return (input: unknown) => {
    // No body at all is an empty one, as Laravel sees it: its required fields are missing.
    const data = part === 'body' && (input === null || input === undefined) ? {} : input;
    if (part !== 'headers' && isRecord(data)) {
      prepare(schema as JsonSchema, data, {
        fromText: part !== 'body' || formBodies.has(data),
        trim: part !== 'params',
      });
    }
    if (validate(data)) return { value: data };
    return { error: validate.errors as ErrorObject[] as never };
  };
};
