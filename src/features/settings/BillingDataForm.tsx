import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingData } from '@contract/schemas/account';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { CountrySelectField } from '../../ui/forms/CountrySelectField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { StackedForm } from '../../ui/forms/StackedForm';
import { normaliseJapanesePostalCode } from '@contract/japaneseAddresses';
import { BillingAddressFields } from './BillingAddressFields';
import { billingSchema } from './settingsSchemas';

type BillingValues = { [K in keyof BillingData]: string };

const FIELDS = [
  'full_name',
  'company',
  'vat_number',
  'invoice_registration_number',
  'address_line1',
  'address_line2',
  'city',
  'region',
  'postal_code',
  'country',
] as const;

/** Saved details, or an empty form: in Japanese, for an address in Japan. */
function toValues(data: BillingData | null, locale: string): BillingValues {
  const values = Object.fromEntries(FIELDS.map((f) => [f, data?.[f] ?? ''])) as BillingValues;
  return data || locale !== 'jp' ? values : { ...values, country: 'JP' };
}

/** Only the fields the country's form shows are sent: a hidden one is null. */
function toBody(values: BillingValues): BillingData {
  const optional = (v: string) => v.trim() || null;
  const japan = values.country === 'JP';
  const postalCode = values.postal_code.trim();
  return {
    full_name: values.full_name.trim(),
    company: optional(values.company),
    vat_number: japan ? null : optional(values.vat_number),
    invoice_registration_number: japan ? optional(values.invoice_registration_number) : null,
    address_line1: values.address_line1.trim(),
    address_line2: optional(values.address_line2),
    city: values.city.trim(),
    region: optional(values.region),
    postal_code: japan ? (normaliseJapanesePostalCode(postalCode) ?? postalCode) : postalCode,
    country: values.country,
  };
}

/** Billing details for invoices (GET/POST account/billing-data). */
export function BillingDataForm() {
  const { t } = useTranslation('app');
  const { locale } = useLocale();
  const stores = useStores();
  const [loaded, setLoaded] = useState<{ data: BillingData | null } | null>(null);
  const { onSubmit, formAlert } = useApiFormSubmit<BillingValues>(
    async (values, helpers) => {
      const saved = await stores.api.account.saveBillingData(toBody(values));
      helpers.resetForm({ values: toValues(saved, locale) });
      stores.toasts.success(t('settings.billing.saved'));
    },
    { fields: FIELDS },
  );
  const optional = t('common.optional');

  useEffect(() => {
    let current = true;
    stores.api.account.billingData().then(
      (data) => current && setLoaded({ data }),
      // The toast explains; an empty form still lets the user enter the details.
      () => current && setLoaded({ data: null }),
    );
    return () => {
      current = false;
    };
  }, [stores]);

  if (!loaded) {
    return (
      <Text role="status" color="fg.muted">
        {t('common.loading')}
      </Text>
    );
  }

  return (
    <StackedForm
      initialValues={toValues(loaded.data, locale)}
      validationSchema={billingSchema(t)}
      onSubmit={onSubmit}
      formAlert={formAlert}
    >
      {({ isSubmitting }) => (
        <>
          <TextField
            name="full_name"
            label={t('settings.billing.fullName')}
            autoComplete="name"
            required
          />
          <TextField
            name="company"
            label={t('settings.billing.company')}
            labelNote={optional}
            autoComplete="organization"
          />
          {/* The country first: it decides the order of the address fields. */}
          <CountrySelectField
            name="country"
            label={t('settings.billing.country')}
            placeholder={t('settings.billing.chooseCountry')}
          />
          <BillingAddressFields />
          <div>
            <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
              {t('settings.billing.submit')}
            </SubmitButton>
          </div>
        </>
      )}
    </StackedForm>
  );
}
