import { Grid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingData } from '@contract/schemas/account';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { applyApiErrors } from '../../ui/forms/apiFormErrors';
import { FocusFirstError } from '../../ui/forms/FocusFirstError';
import { FormAlert } from '../../ui/forms/FormAlert';
import { SelectField } from '../../ui/forms/SelectField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextField } from '../../ui/forms/TextField';
import { countryOptions } from './countries';
import { billingSchema } from './settingsSchemas';

type BillingValues = { [K in keyof BillingData]: string };

const FIELDS = [
  'full_name',
  'company',
  'vat_number',
  'address_line1',
  'address_line2',
  'city',
  'postal_code',
  'country',
] as const;

function toValues(data: BillingData | null): BillingValues {
  return Object.fromEntries(FIELDS.map((f) => [f, data?.[f] ?? ''])) as BillingValues;
}

function toBody(values: BillingValues): BillingData {
  const optional = (v: string) => v.trim() || null;
  return {
    full_name: values.full_name.trim(),
    company: optional(values.company),
    vat_number: optional(values.vat_number),
    address_line1: values.address_line1.trim(),
    address_line2: optional(values.address_line2),
    city: values.city.trim(),
    postal_code: values.postal_code.trim(),
    country: values.country,
  };
}

/** Billing details for invoices (GET/POST account/billing-data). */
export function BillingDataForm() {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const stores = useStores();
  const form = useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = useState<{ data: BillingData | null } | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const countries = useMemo(() => countryOptions(bcp47), [bcp47]);
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
    <Formik
      initialValues={toValues(loaded.data)}
      validationSchema={billingSchema(t)}
      onSubmit={async (values, helpers) => {
        setFormErrors([]);
        try {
          const saved = await stores.api.account.saveBillingData(toBody(values));
          helpers.resetForm({ values: toValues(saved) });
          stores.toasts.success(t('settings.billing.saved'));
        } catch (error) {
          setFormErrors(applyApiErrors(error, helpers, FIELDS));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form ref={form} noValidate>
          <Stack gap="5">
            {formErrors.length > 0 && <FormAlert>{formErrors.join(' ')}</FormAlert>}
            <TextField
              name="full_name"
              label={t('settings.billing.fullName')}
              autoComplete="name"
              required
            />
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5">
              <TextField
                name="company"
                label={t('settings.billing.company')}
                labelNote={optional}
                autoComplete="organization"
              />
              <TextField
                name="vat_number"
                label={t('settings.billing.vatNumber')}
                labelNote={optional}
              />
            </Grid>
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
            <SelectField
              name="country"
              label={t('settings.billing.country')}
              placeholder={t('settings.billing.chooseCountry')}
              options={countries}
              autoComplete="country"
            />
            <div>
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {t('settings.billing.submit')}
              </SubmitButton>
            </div>
          </Stack>
          <FocusFirstError form={form} />
        </Form>
      )}
    </Formik>
  );
}
