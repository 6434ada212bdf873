// Response serialisers built once per process, not once per app instance.
//
// fastify compiles a fast-json-stringify function for every response schema of every route when
// an app becomes ready: about 0.3 s of processor time for this API's routes. A process that builds
// the app more than once (every server test suite builds one or more on a worker that runs many
// suites; a test of two instances builds two) paid it each time. The route schemas are module
// constants from the contract, so the same schema object always yields the same function: it is
// kept per schema object (a WeakMap, so nothing outlives its schema) together with what else the
// compile read, the app's shared schemas (`addSchema`, e.g. the error shape `$ref`s point to) and
// fastify's serializer options. A different set of shared schemas, or other options, compiles anew.
// Nothing to invalidate: the schemas are never changed after they are declared (TypeBox values).
import SerializerSelector, {
  type Serializer,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';

interface Built {
  externals: Readonly<Record<string, unknown>>;
  options: unknown;
  serializer: Serializer;
}

const built = new WeakMap<object, Built[]>();
const compileWith = SerializerSelector();

/** Same shared schemas: the same ids, each the very same object. */
function sameExternals(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean {
  const ids = Object.keys(a);
  return ids.length === Object.keys(b).length && ids.every((id) => a[id] === b[id]);
}

/** fastify's default serializer factory (`schemaController.compilersFactory.buildSerializer`), shared. */
export const sharedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const externals = { ...((externalSchemas ?? {}) as Record<string, unknown>) };
  const compile = compileWith(externalSchemas, options);
  return (route) => {
    const schema = route.schema;
    if (schema === null || typeof schema !== 'object') return compile(route);
    const known = built.get(schema) ?? [];
    const found = known.find((b) => b.options === options && sameExternals(b.externals, externals));
    if (found) return found.serializer;
    const serializer = compile(route);
    built.set(schema, [...known, { externals, options, serializer }]);
    return serializer;
  };
};
