// Amounts typed by the keeper: "2", "0.5", "2,5" or full-width "０.５" (a Japanese keyboard)
// all read as numbers; two decimals at most, as the API keeps them.
import * as yup from 'yup';
import type { TFunction } from 'i18next';

/** The number in `text`, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const normal = text.normalize('NFKC').trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  return Number(normal);
}

/** A text field holding an amount between `min` and `max`. */
export function amountField(t: TFunction<'app'>, min: number, max: number) {
  return yup
    .string()
    .required(t('validation.required'))
    .test('amount', (value, context) => {
      const amount = parseAmount(value ?? '');
      if (amount === null) {
        return context.createError({ message: t('medicationStock.validation.number') });
      }
      if (amount < min) {
        return context.createError({ message: t('medicationStock.validation.min', { min }) });
      }
      if (amount > max) {
        return context.createError({ message: t('medicationStock.validation.max', { max }) });
      }
      return true;
    });
}
