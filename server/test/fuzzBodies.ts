// Generated bad input for an endpoint's JSON body (fast-check): starting from a valid body, drop a
// required field, give a field a value of the wrong type, make a string too long, or send
// something that is not an object or not JSON at all. Every one must be refused with a 4xx in the
// error shape, and must change nothing in the database.
import fc from 'fast-check';

export type FieldKind = 'string' | 'boolean' | 'integer' | 'number' | 'object' | 'enum';

export interface FieldSpec {
  kind: FieldKind;
  required?: boolean;
  nullable?: boolean;
  /** For strings: the longest accepted length (a longer one is generated). */
  maxLength?: number;
}

export type BodySpec = Record<string, FieldSpec>;

export type BadBody =
  { kind: 'json'; value: unknown; why: string } | { kind: 'raw'; text: string; why: string };

const anyObject = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
  maxKeys: 3,
});

/** Values a field of this kind must refuse. */
function wrongValue(spec: FieldSpec): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  ];
  if (spec.kind !== 'object') options.push(anyObject);
  if (!spec.nullable) options.push(fc.constant(null));
  if (spec.kind !== 'boolean') options.push(fc.boolean());
  if (spec.kind !== 'integer' && spec.kind !== 'number')
    options.push(fc.integer(), fc.double({ noNaN: true }));
  if (spec.kind === 'integer')
    options.push(fc.double({ noNaN: true, noInteger: true, min: -1e6, max: 1e6 }));
  if (spec.kind !== 'string' && spec.kind !== 'enum') options.push(fc.string({ maxLength: 20 }));
  if (spec.kind === 'enum') options.push(fc.string({ minLength: 30, maxLength: 40 }));
  return fc.oneof(...options);
}

export function badBodies(valid: Record<string, unknown>, spec: BodySpec): fc.Arbitrary<BadBody> {
  const fields = Object.keys(spec);
  const required = fields.filter((f) => spec[f]?.required);
  const longStrings = fields.filter(
    (f) => spec[f]?.kind === 'string' && spec[f]?.maxLength !== undefined,
  );
  const variants: fc.Arbitrary<BadBody>[] = [
    fc
      .oneof(
        fc
          .jsonValue({ maxDepth: 2 })
          .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)),
        fc.array(fc.constant(valid), { minLength: 1, maxLength: 2 }),
      )
      .map((value) => ({ kind: 'json', value, why: 'not an object' })),
    fc
      .oneof(
        fc.constantFrom(
          '{',
          '{"email":',
          '{"a":1,}',
          "{'a': 1}",
          '[1, 2',
          'undefined',
          '{"a": NaN}',
        ),
        fc.string({ minLength: 1, maxLength: 30 }).map((s) => `{${s}`),
        fc.constant(JSON.stringify(valid).slice(0, -1)),
      )
      .map((text) => ({ kind: 'raw', text, why: 'malformed JSON' })),
    fc.constantFrom(...fields).chain((field) =>
      wrongValue(spec[field]!).map((value) => ({
        kind: 'json' as const,
        value: { ...valid, [field]: value },
        why: `wrong type for ${field}`,
      })),
    ),
  ];
  if (required.length > 0) {
    variants.push(
      fc.subarray(required, { minLength: 1 }).map((missing) => ({
        kind: 'json',
        value: Object.fromEntries(Object.entries(valid).filter(([k]) => !missing.includes(k))),
        why: `missing ${missing.join(', ')}`,
      })),
    );
  }
  if (longStrings.length > 0) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...longStrings), fc.integer({ min: 1, max: 200 }))
        .map(([field, extra]) => ({
          kind: 'json',
          value: { ...valid, [field]: 'x'.repeat((spec[field]?.maxLength ?? 0) + extra) },
          why: `too long ${field}`,
        })),
    );
  }
  return fc.oneof(...variants);
}
