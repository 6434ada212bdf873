import type { TFunction } from 'i18next';
import { makePet } from '../../test/fixtures';
import { emptyPetForm, petFormOf, petInputOf, petSchema, petUpdateOf } from './petForm';

// Messages are the keys: the tests are about which rule fires.
const t = ((key: string) => key) as unknown as TFunction<'app'>;
const TODAY = '2026-11-23';

describe('pet form', () => {
  it('sends a weight typed in pounds in kilograms, to the gram', () => {
    const values = {
      ...emptyPetForm(),
      species: 'dog' as const,
      name: ' Biscuit ',
      weight: '22 lb',
    };
    const input = petInputOf(values, 'lb', TODAY);
    expect(input).toMatchObject({ name: 'Biscuit', species: 'dog', weight_kg: 9.979 });
    expect(petInputOf({ ...values, weight: '22' }, 'lb', TODAY).weight_kg).toBe(9.979);
    expect(petInputOf({ ...values, weight: '１２，５' }, 'kg', TODAY).weight_kg).toBe(12.5);
    expect(petInputOf({ ...values, weight: '' }, 'kg', TODAY).weight_kg).toBeNull();
  });

  it('turns an estimated age into an estimated birth date, and lines into lists', () => {
    const input = petInputOf(
      {
        ...emptyPetForm(),
        species: 'cat',
        name: 'Miso',
        age_mode: 'estimate',
        age_years: '3',
        age_months: '',
        allergies: 'Chicken\n\n chicken \nBeef',
        microchip_number: '392 1410 0012 3456',
      },
      'kg',
      TODAY,
    );
    expect(input).toMatchObject({
      birth_date: '2023-11-23',
      birth_date_is_estimate: true,
      allergies: ['Chicken', 'chicken', 'Beef'],
      microchip_number: '392141000123456',
      neutered: null,
    });
  });

  it('keeps a stored estimated birth date when the age was not touched', () => {
    const pet = makePet({ birth_date: '2023-05-10', birth_date_is_estimate: true });
    const initial = petFormOf(pet, 'kg', TODAY);
    expect(initial).toMatchObject({ age_mode: 'estimate', age_years: '3', age_months: '6' });
    expect(petUpdateOf(initial, initial, pet, TODAY)).toMatchObject({
      birth_date: '2023-05-10',
      birth_date_is_estimate: true,
    });
    const older = { ...initial, age_years: '4' };
    expect(petUpdateOf(older, initial, pet, TODAY)).toMatchObject({
      birth_date: '2022-05-23',
      birth_date_is_estimate: true,
    });
  });

  it('shows a stored weight in the keeper unit', () => {
    expect(petFormOf(makePet({ weight_kg: 9.979 }), 'lb', TODAY).weight).toBe('22');
    expect(petFormOf(makePet({ weight_kg: 9.979 }), 'kg', TODAY).weight).toBe('9.979');
  });

  it('refuses what the API would refuse', async () => {
    const schema = petSchema(t, 'kg', TODAY);
    const errors = async (values: object) => {
      try {
        await schema.validate(
          { ...emptyPetForm(), species: 'dog', name: 'Biscuit', ...values },
          {
            abortEarly: false,
          },
        );
        return [];
      } catch (error) {
        return (error as { inner: { path: string; message: string }[] }).inner.map(
          (e) => `${e.path}: ${e.message}`,
        );
      }
    };
    expect(await errors({})).toEqual([]);
    expect(await errors({ species: '', name: ' ' })).toEqual([
      'species: pets.validation.species',
      'name: validation.required',
    ]);
    expect(await errors({ birth_date: '2027-01-01' })).toEqual([
      'birth_date: pets.validation.notFuture',
    ]);
    expect(await errors({ weight: '250' })).toEqual(['weight: pets.validation.weightRange']);
    expect(await errors({ weight: 'heavy' })).toEqual(['weight: pets.validation.weight']);
    expect(await errors({ microchip_number: '12345' })).toEqual([
      'microchip_number: pets.validation.microchip',
    ]);
    expect(await errors({ age_mode: 'estimate', age_years: '41' })).toEqual([
      'age_years: pets.validation.wholeNumber',
    ]);
  });
});
