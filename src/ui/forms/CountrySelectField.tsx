import { useMemo } from 'react';
import { useLocale } from '../../i18n/useLocale';
import { countryOptions } from './countryOptions';
import { SelectField } from './SelectField';

/**
 * A select of the countries the contract knows, named in the UI language and sorted the way
 * that language sorts, filled in by the browser's country autofill. The billing details and the
 * affiliate's tax residence ask for a country the same way, so both use this one.
 */
export function CountrySelectField(props: { name: string; label: string; placeholder: string }) {
  const { bcp47 } = useLocale();
  const countries = useMemo(() => countryOptions(bcp47), [bcp47]);
  return <SelectField {...props} options={countries} autoComplete="country" />;
}
