import { Grid, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { JAPANESE_PREFECTURES } from '@contract/japaneseAddresses';
import { useLocale } from '../../i18n/useLocale';
import { SelectField } from '../../ui/forms/SelectField';
import { TextField } from '../../ui/forms/TextField';
import { usePostalCodeFill } from './usePostalCodeFill';

/**
 * The address part of the billing form, in the order of the country's addresses. Japan: postal
 * code first (it fills in the prefecture and city), then 都道府県, 市区町村, 町名・番地 and the
 * building; and the invoice registration number instead of a VAT number. Elsewhere: street
 * lines, city, region and postal code, and the VAT number.
 */
export function BillingAddressFields() {
  const { t } = useTranslation('app');
  const { locale } = useLocale();
  const { values } = useFormikContext<{ country: string }>();
  const optional = t('common.optional');
  const prefectures = useMemo(
    () =>
      JAPANESE_PREFECTURES.map(([japanese, english]) => ({
        value: japanese,
        label: locale === 'jp' ? japanese : `${english} (${japanese})`,
      })),
    [locale],
  );
  const fill = usePostalCodeFill();

  if (values.country !== 'JP') {
    return (
      <>
        <TextField
          name="address_line1"
          label={t('settings.billing.addressLine1')}
          hint={t('settings.billing.addressLine1Hint')}
          autoComplete="address-line1"
          required
        />
        <TextField
          name="address_line2"
          label={t('settings.billing.addressLine2')}
          labelNote={optional}
          hint={t('settings.billing.addressLine2Hint')}
          autoComplete="address-line2"
        />
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="5">
          <TextField
            name="city"
            label={t('settings.billing.city')}
            autoComplete="address-level2"
            required
          />
          <TextField
            name="postal_code"
            label={t('settings.billing.postalCode')}
            autoComplete="postal-code"
            required
          />
        </Grid>
        <TextField
          name="region"
          label={t('settings.billing.region')}
          labelNote={optional}
          autoComplete="address-level1"
        />
        <TextField
          name="vat_number"
          label={t('settings.billing.vatNumber')}
          labelNote={optional}
          hint={t('settings.billing.vatNumberHint')}
        />
      </>
    );
  }

  return (
    <>
      <TextField
        name="postal_code"
        label={t('settings.billing.postalCode')}
        hint={t('settings.billing.postalCodeJpHint')}
        autoComplete="postal-code"
        inputMode="numeric"
        required
      />
      <Text role="status" fontSize="sm" color="fg.muted" mt="-3" minH="1lh">
        {fill.state === 'filled' && t('settings.billing.addressFound', { address: fill.address })}
        {fill.state === 'not-found' && t('settings.billing.addressNotFound')}
      </Text>
      <SelectField
        name="region"
        label={t('settings.billing.prefecture')}
        placeholder={t('settings.billing.choosePrefecture')}
        options={prefectures}
        autoComplete="address-level1"
      />
      <TextField
        name="city"
        label={t('settings.billing.cityJp')}
        autoComplete="address-level2"
        required
      />
      <TextField
        name="address_line1"
        label={t('settings.billing.addressLine1Jp')}
        hint={t('settings.billing.addressLine1JpHint')}
        autoComplete="address-line1"
        required
      />
      <TextField
        name="address_line2"
        label={t('settings.billing.addressLine2Jp')}
        labelNote={optional}
        autoComplete="address-line2"
      />
      <TextField
        name="invoice_registration_number"
        label={t('settings.billing.invoiceRegistrationNumber')}
        labelNote={optional}
        hint={t('settings.billing.invoiceRegistrationNumberHint')}
      />
    </>
  );
}
