// Request validation of the account route group (sign-in and sign-up, password reset, the account,
// admin content editing) and of /broadcasting and /timeline. Fastify's default ajv coerces types
// (`{"password": 12345678}` would pass as the string "12345678"); for JSON bodies a wrong type
// must be a 422 instead, as Laravel's `string` rule does. Query strings and path parameters are
// text by nature and keep coercion. Unknown body fields are dropped (never stored, never an error).
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

const shared: Options = {
  allErrors: true,
  verbose: true,
  useDefaults: true,
  removeAdditional: 'all',
  strict: false,
};

function withFormats(ajv: Ajv): Ajv {
  addFormats(ajv);
  return ajv;
}

const bodyAjv = withFormats(new Ajv({ ...shared, coerceTypes: false }));
const textAjv = withFormats(new Ajv({ ...shared, coerceTypes: 'array' }));

export const strictBodyValidator: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);
