import { feedingAmount } from './feeding';

describe('feedingAmount', () => {
  it('turns kcal per 100 g into grams a day and a meal', () => {
    // 630 kcal a day of a dry food with 365 kcal/100 g.
    expect(feedingAmount(630, { kcal: 365, per: '100g' })).toEqual({
      unit: 'g',
      daily: { min: 173, max: 173 },
      perMeal: { min: 86, max: 86 },
      meals: 2,
    });
    expect(feedingAmount({ min: 238, max: 277 }, { kcal: 3650, per: 'kg' }, 3)).toEqual({
      unit: 'g',
      daily: { min: 65, max: 76 },
      perMeal: { min: 22, max: 25 },
      meals: 3,
    });
  });

  it('turns kcal per cup or can into cups or cans', () => {
    // 600 kcal ÷ 400 kcal per cup = 1.5 cups.
    expect(feedingAmount(600, { kcal: 400, per: 'cup' })).toEqual({
      unit: 'cup',
      daily: { min: 1.5, max: 1.5 },
      perMeal: { min: 0.75, max: 0.75 },
      meals: 2,
    });
    expect(feedingAmount(238, { kcal: 85, per: 'can' }, 1)?.daily).toEqual({ min: 2.8, max: 2.8 });
  });

  it('refuses a food without energy or an impossible number of meals', () => {
    expect(feedingAmount(600, { kcal: 0, per: 'cup' })).toBeNull();
    expect(feedingAmount(600, { kcal: Number.NaN, per: '100g' })).toBeNull();
    expect(feedingAmount(600, { kcal: 350, per: '100g' }, 0)).toBeNull();
    expect(feedingAmount(600, { kcal: 350, per: '100g' }, 1.5)).toBeNull();
    expect(feedingAmount({ min: 10, max: 5 }, { kcal: 350, per: '100g' })).toBeNull();
  });
});
