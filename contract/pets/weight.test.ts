import {
  GRAMS_PER_POUND,
  KILOGRAMS_PER_POUND,
  MAX_WEIGHT_GRAMS,
  chartWeightUnit,
  displayWeight,
  formatWeight,
  gramsFromKilograms,
  gramsFromPounds,
  gramsToUnit,
  isStorableWeight,
  parseWeightInput,
  poundsFromGrams,
  weightInputValue,
} from './weight';

describe('conversion', () => {
  it('uses the exact international pound', () => {
    expect(KILOGRAMS_PER_POUND).toBe(0.45359237);
    expect(GRAMS_PER_POUND).toBe(453.59237);
    expect(gramsFromPounds(1)).toBe(454);
    expect(gramsFromPounds(100)).toBe(45359);
    expect(gramsFromPounds(2.2046226218)).toBe(1000);
    expect(poundsFromGrams(45359.237)).toBeCloseTo(100, 10);
  });

  it('stores whole grams', () => {
    expect(gramsFromKilograms(12.5)).toBe(12500);
    expect(gramsFromKilograms(0.0354)).toBe(35);
    expect(isStorableWeight(35)).toBe(true);
    expect(isStorableWeight(35.5)).toBe(false);
    expect(isStorableWeight(0)).toBe(false);
    expect(isStorableWeight(MAX_WEIGHT_GRAMS + 1)).toBe(false);
  });

  it('converts for charts without rounding', () => {
    expect(gramsToUnit(12500, 'kg')).toBe(12.5);
    expect(gramsToUnit(453.59237, 'lb')).toBe(1);
    expect(gramsToUnit(28.349523125, 'oz')).toBeCloseTo(1, 12);
  });
});

describe('display rounding', () => {
  it('shows kilograms with two decimals under 10 kg and one above; grams under 1 kg', () => {
    expect(displayWeight(4256, 'kg')).toEqual({ value: 4.26, unit: 'kg', fractionDigits: 2 });
    expect(displayWeight(12549, 'kg')).toEqual({ value: 12.5, unit: 'kg', fractionDigits: 1 });
    expect(displayWeight(35, 'kg')).toEqual({ value: 35, unit: 'g', fractionDigits: 0 });
    expect(displayWeight(1000, 'kg')).toEqual({ value: 1, unit: 'kg', fractionDigits: 2 });
  });

  it('shows pounds with two decimals under 10 lb and one above; ounces under 1 lb', () => {
    expect(displayWeight(gramsFromPounds(9.87), 'lb')).toEqual({
      value: 9.87,
      unit: 'lb',
      fractionDigits: 2,
    });
    expect(displayWeight(gramsFromPounds(27.5), 'lb')).toEqual({
      value: 27.5,
      unit: 'lb',
      fractionDigits: 1,
    });
    expect(displayWeight(35, 'lb')).toEqual({ value: 1.2, unit: 'oz', fractionDigits: 1 });
    // 453 g is 15.98 oz, which rounds to 16.0 oz: shown as pounds instead.
    expect(displayWeight(453, 'lb')).toEqual({ value: 1, unit: 'lb', fractionDigits: 2 });
  });

  it('formats in English and Japanese', () => {
    expect(formatWeight(12500, 'kg')).toBe('12.5 kg');
    expect(formatWeight(12000, 'kg')).toBe('12 kg');
    expect(formatWeight(12500, 'kg', 'jp')).toBe('12.5kg');
    expect(formatWeight(35, 'kg', 'jp')).toBe('35g');
    expect(formatWeight(gramsFromPounds(9.87), 'lb')).toBe('9.87 lb');
    expect(formatWeight(1_200_000, 'kg')).toBe('1200 kg');
  });

  it('reads back every pound value entered at display precision unchanged', () => {
    for (let hundredths = 100; hundredths < 1000; hundredths += 1) {
      const pounds = hundredths / 100;
      expect(displayWeight(gramsFromPounds(pounds), 'lb').value).toBe(pounds);
    }
    for (let tenths = 100; tenths <= 3000; tenths += 1) {
      const pounds = tenths / 10;
      expect(displayWeight(gramsFromPounds(pounds), 'lb').value).toBe(pounds);
    }
  });

  it('reads back every kilogram value entered at display precision unchanged', () => {
    for (let hundredths = 100; hundredths < 1000; hundredths += 1) {
      const kilograms = hundredths / 100;
      expect(displayWeight(gramsFromKilograms(kilograms), 'kg').value).toBe(kilograms);
    }
  });

  it('converts kg ↔ lb ↔ kg without drift beyond a gram', () => {
    for (let grams = 1; grams < 200_000; grams += 997) {
      expect(gramsFromPounds(poundsFromGrams(grams))).toBe(grams);
    }
  });

  it('picks one chart unit for a whole series', () => {
    expect(chartWeightUnit(40, 'kg')).toBe('g');
    expect(chartWeightUnit(4000, 'kg')).toBe('kg');
    expect(chartWeightUnit(400, 'lb')).toBe('oz');
    expect(chartWeightUnit(4000, 'lb')).toBe('lb');
  });
});

describe('parseWeightInput', () => {
  it('reads the field unit', () => {
    expect(parseWeightInput('12.5', 'kg')).toEqual({ ok: true, grams: 12500 });
    expect(parseWeightInput('12.5', 'lb')).toEqual({ ok: true, grams: 5670 });
    expect(parseWeightInput(' .5 ', 'kg')).toEqual({ ok: true, grams: 500 });
  });

  it('accepts a decimal comma and no thousands separators', () => {
    expect(parseWeightInput('12,5', 'kg')).toEqual({ ok: true, grams: 12500 });
    expect(parseWeightInput('1,234', 'kg')).toEqual({ ok: true, grams: 1234 });
    expect(parseWeightInput('1,234.5', 'kg')).toEqual({ ok: false, error: 'invalid' });
    expect(parseWeightInput('1.234,5', 'kg')).toEqual({ ok: false, error: 'invalid' });
  });

  it('accepts full-width digits and Japanese unit words', () => {
    expect(parseWeightInput('１２．５', 'kg')).toEqual({ ok: true, grams: 12500 });
    expect(parseWeightInput('３キロ', 'lb')).toEqual({ ok: true, grams: 3000 });
    expect(parseWeightInput('35グラム', 'kg')).toEqual({ ok: true, grams: 35 });
    expect(parseWeightInput('１２ｋｇ', 'lb')).toEqual({ ok: true, grams: 12000 });
  });

  it('lets a unit word override the field unit', () => {
    expect(parseWeightInput('800 g', 'kg')).toEqual({ ok: true, grams: 800 });
    expect(parseWeightInput('12 lb', 'kg')).toEqual({ ok: true, grams: 5443 });
    expect(parseWeightInput('12 LBS', 'kg')).toEqual({ ok: true, grams: 5443 });
    expect(parseWeightInput('4 oz', 'kg')).toEqual({ ok: true, grams: 113 });
  });

  it('reads pounds with ounces', () => {
    expect(parseWeightInput('12 lb 4 oz', 'lb')).toEqual({ ok: true, grams: 5443 + 113 });
    expect(parseWeightInput('12lb4oz', 'kg')).toEqual({ ok: true, grams: 5443 + 113 });
  });

  it('refuses what is not a weight', () => {
    expect(parseWeightInput('', 'kg')).toEqual({ ok: false, error: 'empty' });
    expect(parseWeightInput('   ', 'kg')).toEqual({ ok: false, error: 'empty' });
    for (const text of ['abc', '-5', '1e3', '12 stone', '5 kg 3', 'Infinity', 'NaN', '1..2', '½']) {
      expect(parseWeightInput(text, 'kg')).toEqual({ ok: false, error: 'invalid' });
    }
    expect(parseWeightInput('0', 'kg')).toEqual({ ok: false, error: 'too_small' });
    expect(parseWeightInput('0.0004', 'kg')).toEqual({ ok: false, error: 'too_small' });
    expect(parseWeightInput('1501', 'kg')).toEqual({ ok: false, error: 'too_large' });
    expect(parseWeightInput('9'.repeat(400), 'kg')).toEqual({ ok: false, error: 'too_large' });
  });

  it('pre-fills an edit field so that saving it unchanged keeps the weight', () => {
    expect(weightInputValue(12500, 'kg')).toBe('12.5');
    expect(weightInputValue(35, 'kg')).toBe('0.035');
    const grams = gramsFromPounds(9.87);
    expect(weightInputValue(grams, 'lb')).toBe('9.87');
    expect(parseWeightInput(weightInputValue(grams, 'lb'), 'lb')).toEqual({ ok: true, grams });
  });
});
