// Turns JSON-schema (ajv) validation errors into Laravel's per-field messages, so clients written
// for the Laravel API (spec.md) show the same texts: "The per page field must be an integer.".
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrors } from './HttpError';

/** ajv adds parentSchema when `verbose` is on; it lets "between" name both bounds. */
type AjvError = FastifySchemaValidationError & { parentSchema?: Record<string, unknown> };

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** `/pets/0/birth_date` → `pets.0.birth_date`, Laravel's dotted field names. */
function fieldOf(error: AjvError, context: string): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty.replace(/^\./, ''));
  }
  return segments.length > 0 ? segments.join('.') : context;
}

/** Laravel shows attributes with spaces instead of underscores. */
function attributeOf(field: string): string {
  return field.replace(/_/g, ' ');
}

const TYPE_PHRASES: Record<string, string> = {
  integer: 'must be an integer',
  number: 'must be a number',
  string: 'must be a string',
  boolean: 'must be true or false',
  array: 'must be an array',
  object: 'must be an object',
};

const FORMAT_PHRASES: Record<string, string> = {
  email: 'must be a valid email address',
  date: 'must be a valid date',
  'date-time': 'must be a valid date',
  uri: 'must be a valid URL',
  uuid: 'must be a valid UUID',
};

/** Bounds that only say what a column can hold (int4, Number.MAX_SAFE_INTEGER), not a rule. */
const STORAGE_MAXIMA = new Set([2_147_483_647, Number.MAX_SAFE_INTEGER]);

function rangePhrase(error: AjvError): string {
  const schema = error.parentSchema ?? {};
  const min = num(schema.minimum);
  const max = num(schema.maximum);
  // "between 1 and 2147483647" tells a person nothing a "at least 1" does not.
  const ruleMax = max !== undefined && !STORAGE_MAXIMA.has(max) ? max : undefined;
  if (min !== undefined && ruleMax !== undefined) return `must be between ${min} and ${ruleMax}`;
  if (error.keyword === 'minimum') return `must be at least ${num(error.params.limit)}`;
  return `must not be greater than ${num(error.params.limit)}`;
}

function lengthPhrase(error: AjvError): string | undefined {
  const schema = error.parentSchema ?? {};
  const min = num(schema.minLength);
  const max = num(schema.maxLength);
  // minLength 1 is how our schemas say "required and not empty".
  if (error.keyword === 'minLength' && min === 1) return undefined;
  if (min !== undefined && max !== undefined && min > 1) {
    return `must be between ${min} and ${max} characters`;
  }
  if (error.keyword === 'minLength') return `must be at least ${min} characters`;
  return `must not be greater than ${max} characters`;
}

export function laravelMessage(error: AjvError, field: string): string {
  const attribute = attributeOf(field);
  const must = (phrase: string) => `The ${attribute} field ${phrase}.`;
  switch (error.keyword) {
    case 'required':
      return `The ${attribute} field is required.`;
    case 'type': {
      const type = Array.isArray(error.params.type) ? error.params.type[0] : error.params.type;
      return must(TYPE_PHRASES[String(type)] ?? `must be of type ${String(type)}`);
    }
    case 'const':
      // Type.Literal(true) is how our schemas say Laravel's "accepted" (a ticked checkbox).
      if (error.params.allowedValue === true) return `The ${attribute} field must be accepted.`;
      return `The selected ${attribute} is invalid.`;
    case 'enum':
    case 'anyOf':
    case 'oneOf':
      return `The selected ${attribute} is invalid.`;
    case 'minimum':
    case 'maximum':
      return must(rangePhrase(error));
    case 'exclusiveMinimum':
      return must(`must be greater than ${num(error.params.limit)}`);
    case 'exclusiveMaximum':
      return must(`must be less than ${num(error.params.limit)}`);
    case 'minLength':
    case 'maxLength': {
      const phrase = lengthPhrase(error);
      return phrase === undefined ? `The ${attribute} field is required.` : must(phrase);
    }
    case 'minProperties':
      // Only the validator's own rule for PUT and PATCH bodies whose fields are all optional.
      return 'The request must change at least one field.';
    case 'minItems':
      return must(`must have at least ${num(error.params.limit)} items`);
    case 'maxItems':
      return must(`must not have more than ${num(error.params.limit)} items`);
    case 'pattern':
      return `The ${attribute} field format is invalid.`;
    case 'format':
      return must(FORMAT_PHRASES[String(error.params.format)] ?? 'has an invalid format');
    default:
      return `The ${attribute} field is invalid.`;
  }
}

/**
 * For a nullable field (`anyOf: [X, null]`) ajv reports the failure against X, "must be null" and
 * the anyOf itself; only the first says something useful.
 */
function isUnionNoise(error: AjvError): boolean {
  return (
    error.keyword === 'anyOf' ||
    error.keyword === 'oneOf' ||
    (error.keyword === 'type' && error.params.type === 'null')
  );
}

/**
 * Groups messages by field, first failure first, without repeating a message for a field. A field
 * that is missing or empty reports only that (Laravel skips a field's other rules then): an empty
 * e-mail is "required", not also "must be a valid email address".
 */
export function fieldErrorsFromValidation(
  errors: readonly FastifySchemaValidationError[],
  context: string,
): FieldErrors {
  const byField = new Map<string, AjvError[]>();
  for (const error of errors as readonly AjvError[]) {
    const field = fieldOf(error, context);
    byField.set(field, [...(byField.get(field) ?? []), error]);
  }
  const result: FieldErrors = {};
  for (const [field, fieldErrors] of byField) {
    const specific = fieldErrors.filter((e) => !isUnionNoise(e));
    const shown = specific.length > 0 ? specific : fieldErrors.slice(-1);
    const messages = [...new Set(shown.map((error) => laravelMessage(error, field)))];
    const required = messages.find((m) => m.endsWith(' field is required.'));
    result[field] = required !== undefined ? [required] : messages;
  }
  return result;
}
