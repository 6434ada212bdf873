import fc from 'fast-check';
import { composeText } from './composer';
import { triage } from './triage';
import { LEVELS, SPECIES } from './types';

// Whatever arrives — control characters, lone surrogates, huge numbers, very long text — the engine
// answers with a valid level and never throws; the chat route limits length before this anyway.
describe('hostile input', () => {
  it('always returns a valid result for arbitrary text and profiles', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.constantFrom(
            '',
            ' ',
            '\u0000',
            '\ud800',
            '1e309 kg',
            '9007199254740993 g of chocolate',
          ),
        ),
        fc.record({
          species: fc.option(fc.constantFrom(...SPECIES)),
          weightKg: fc.option(fc.double({ noNaN: false })),
          ageYears: fc.option(fc.double()),
        }),
        (message, pet) => {
          const result = triage({ message, pet });
          expect(LEVELS).toContain(result.level);
          expect(typeof composeText(result)).toBe('string');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('handles a very long message', () => {
    const long =
      'my dog ate some chocolate and vomited, no blood, '.repeat(400) +
      '犬が吐いています。'.repeat(300);
    const result = triage({ message: long, pet: { species: 'dog' } });
    expect(result.level).toBe('emergency');
    expect(result.exposures.map((e) => e.toxinId)).toEqual(['chocolate']);
  });
});
