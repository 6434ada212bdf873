import { fireEvent, screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import type { PetsLanguage } from '@contract/pets';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BreedField, type BreedValues } from './BreedField';

function renderField(language: PetsLanguage) {
  const initial: BreedValues = { species: 'dog', breed_code: null, breed: '' };
  renderWithProviders(
    <Formik initialValues={initial} onSubmit={() => undefined}>
      <BreedField label="Breed" language={language} />
    </Formik>,
    { locale: language === 'jp' ? 'jp' : 'en' },
  );
  return screen.getByRole('combobox', { name: 'Breed' });
}

/** Every suggestion's text, as a keeper sees the list. */
function suggestionTexts(): string[] {
  const list = screen.getByRole('listbox', { name: 'Breed' });
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
const LATIN = /[A-Za-z]/;

describe('BreedField suggestions', () => {
  it('in English lists English names only, also when the keeper types a Japanese name', () => {
    const input = renderField('en');
    fireEvent.focus(input);
    expect(suggestionTexts().length).toBeGreaterThan(0);
    expect(suggestionTexts().filter((text) => JAPANESE.test(text))).toEqual([]);

    fireEvent.change(input, { target: { value: '柴' } });
    expect(suggestionTexts()[0]).toMatch(/shiba/i);
    expect(suggestionTexts().filter((text) => JAPANESE.test(text))).toEqual([]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('Shiba');
    // No second-language name under the field either.
    expect(screen.queryByText(JAPANESE)).not.toBeInTheDocument();
  });

  it('in Japanese lists Japanese names only, also when the keeper types an English name', () => {
    const input = renderField('jp');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'shiba' } });
    expect(suggestionTexts()[0]).toBe('柴');
    expect(suggestionTexts().filter((text) => LATIN.test(text))).toEqual([]);
  });
});
