import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { petAge, todayIso } from './petDates';

/**
 * "3 years 2 months", "7 months", "5 weeks" — "about 3 years" for an estimated birth date (only
 * whole years and months then: an estimate is no more precise than that).
 */
export function usePetAgeText(): (birthDate: string, estimate?: boolean) => string {
  const { t } = useTranslation('app');
  return useCallback(
    (birthDate: string, estimate = false) => {
      const age = petAge(birthDate, todayIso());
      if (!age) return '';
      let text: string;
      if (age.years === 0 && age.months === 0) {
        text = t('pets.age.weeks', { count: age.weeks });
      } else if (age.years === 0) {
        text = t('pets.age.months', { count: age.months });
      } else if (age.months === 0 || age.years >= 3) {
        text = t('pets.age.years', { count: age.years });
      } else {
        text = t('pets.age.yearsMonths', {
          years: t('pets.age.years', { count: age.years }),
          months: t('pets.age.months', { count: age.months }),
        });
      }
      return estimate ? t('pets.age.about', { age: text }) : text;
    },
    [t],
  );
}
