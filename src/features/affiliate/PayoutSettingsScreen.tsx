import { Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@contract/iban';
import { JP_ACCOUNT_TYPES } from '@contract/japaneseBankAccount';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { CountrySelectField } from '../../ui/forms/CountrySelectField';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import { SettingsHeading, SettingsSection } from '../settings';
import { AFFILIATE_JOIN_PATH } from './affiliatePaths';
import { formatMinor } from './money';
import {
  PAYOUT_ERROR_FIELDS,
  payoutBody,
  payoutMethods,
  payoutSchema,
  payoutValues,
  type PayoutValues,
} from './payoutForm';

const FIELDS = [
  'method',
  'iban',
  'account_holder',
  'paypal_email',
  'bank_name',
  'bank_code',
  'branch_name',
  'branch_code',
  'account_type',
  'account_number',
  'tax_id',
  'tax_country',
  'payout_threshold',
] as const;

/**
 * /settings/affiliate-program: how an affiliate is paid — a bank account or PayPal — the tax
 * details and the payout threshold (at least the programme's minimum, in the affiliate's
 * currency). The bank account follows the currency: a partner paid in yen gives a Japanese
 * account (bank, branch, type, number, katakana name), everyone else an IBAN (checked by its
 * checksum here and by the API). Keepers who are not affiliates are told where to join.
 */
export const PayoutSettingsScreen = observer(function PayoutSettingsScreen(
  _props: RouteScreenProps,
) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const { affiliate } = stores;
  const nav = useAppNavigation();
  const userKey = affiliate.userKey;
  const textKey = affiliate.textKey;
  useEffect(() => {
    void affiliate.loadStatus();
    void affiliate.loadProgramme();
  }, [affiliate, userKey, textKey]);
  const status = affiliate.currentStatus;
  const accepted = status?.status === 'accepted';
  useEffect(() => {
    if (accepted) void affiliate.loadPayout();
  }, [affiliate, accepted, userKey]);

  const heading = (
    <SettingsHeading title={t('affiliate.payout.title')} intro={t('affiliate.payout.intro')} />
  );
  if (status && !accepted) {
    return (
      <>
        {heading}
        <SettingsSection title={t('affiliate.payout.notPartnerTitle')}>
          <Text>{t('affiliate.payout.notPartner')}</Text>
          <Text mt="3">
            <AppLink to={nav.pathTo(AFFILIATE_JOIN_PATH)} color="brand.fg" fontWeight="semibold">
              {t('affiliate.payout.join')}
            </AppLink>
          </Text>
        </SettingsSection>
      </>
    );
  }
  const terms = affiliate.programme.valueFor(textKey);
  const loaded = affiliate.payout.state === 'ready' && affiliate.payout.key === userKey;
  return (
    <>
      {heading}
      <SettingsSection>
        {!status || !terms || !loaded ? (
          <Text role="status" color="fg.muted">
            {affiliate.payout.state === 'failed' || affiliate.status.state === 'failed'
              ? t('affiliate.loadFailed')
              : t('common.loading')}
          </Text>
        ) : (
          <PayoutForm currency={terms.currency} minimumMinor={terms.minimum_payout_minor} />
        )}
      </SettingsSection>
    </>
  );
});

const PayoutForm = observer(function PayoutForm({
  currency,
  minimumMinor,
}: {
  currency: string;
  minimumMinor: number;
}) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const { affiliate } = stores;
  const { bcp47 } = useLocale();
  const { onSubmit, formAlert } = useApiFormSubmit<PayoutValues>(
    async (values, helpers) => {
      const result = await affiliate.savePayout(payoutBody(values, currency));
      helpers.resetForm({ values: payoutValues(result, currency, minimumMinor) });
      stores.toasts.success(t('affiliate.payout.saved'));
    },
    { fields: FIELDS, rename: PAYOUT_ERROR_FIELDS },
  );
  const saved = affiliate.payout.valueFor(affiliate.userKey);
  const minimumText = formatMinor(minimumMinor, currency, bcp47);
  return (
    <Formik<PayoutValues>
      initialValues={payoutValues(saved, currency, minimumMinor)}
      enableReinitialize
      validationSchema={payoutSchema(t, { currency, minimumMinor, minimumText })}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, values }) => (
        <ValidatedForm>
          <Stack gap="5">
            {formAlert}
            <RadioGroupField
              name="method"
              legend={t('affiliate.payout.method')}
              options={payoutMethods(currency).map((method) => ({
                value: method,
                label: t(`affiliate.payout.methods.${method}`),
              }))}
            />
            {values.method === 'iban' && (
              <>
                <TextField
                  name="iban"
                  label={t('affiliate.payout.iban')}
                  hint={t('affiliate.payout.ibanHint', {
                    example: formatIban('DE89370400440532013000'),
                  })}
                  autoComplete="off"
                  maxLength={42}
                  required
                />
                <TextField
                  name="account_holder"
                  label={t('affiliate.payout.accountHolder')}
                  autoComplete="name"
                  maxLength={120}
                  required
                />
              </>
            )}
            {values.method === 'jp_bank' && <JapaneseBankFields />}
            {values.method === 'paypal' && (
              <TextField
                name="paypal_email"
                type="email"
                label={t('affiliate.payout.paypalEmail')}
                autoComplete="email"
                maxLength={254}
                required
              />
            )}
            <CountrySelectField
              name="tax_country"
              label={t('affiliate.payout.taxCountry')}
              placeholder={t('affiliate.payout.noTaxCountry')}
            />
            <TextField
              name="tax_id"
              label={t('affiliate.payout.taxId')}
              labelNote={t('common.optional')}
              hint={t('affiliate.payout.taxIdHint')}
              maxLength={40}
            />
            <TextField
              name="payout_threshold"
              label={t('affiliate.payout.threshold', { currency })}
              hint={t('affiliate.payout.thresholdHint', { minimum: minimumText })}
              inputMode="decimal"
              maxLength={20}
              required
            />
            <div>
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {t('affiliate.payout.submit')}
              </SubmitButton>
            </div>
          </Stack>
        </ValidatedForm>
      )}
    </Formik>
  );
});

/** A Japanese bank account, in the order a bank's transfer form asks for it. */
function JapaneseBankFields() {
  const { t } = useTranslation('app');
  return (
    <>
      <TextField
        name="bank_name"
        label={t('affiliate.payout.bankName')}
        hint={t('affiliate.payout.bankNameHint')}
        autoComplete="off"
        maxLength={60}
        required
      />
      <TextField
        name="bank_code"
        label={t('affiliate.payout.bankCode')}
        hint={t('affiliate.payout.codeHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        required
      />
      <TextField
        name="branch_name"
        label={t('affiliate.payout.branchName')}
        autoComplete="off"
        maxLength={60}
        required
      />
      <TextField
        name="branch_code"
        label={t('affiliate.payout.branchCode')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        required
      />
      <RadioGroupField
        name="account_type"
        legend={t('affiliate.payout.accountType')}
        options={JP_ACCOUNT_TYPES.map((type) => ({
          value: type,
          label: t(`affiliate.payout.accountTypes.${type}`),
        }))}
      />
      <TextField
        name="account_number"
        label={t('affiliate.payout.accountNumber')}
        hint={t('affiliate.payout.accountNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        required
      />
      <TextField
        name="account_holder"
        label={t('affiliate.payout.accountHolderKana')}
        hint={t('affiliate.payout.accountHolderKanaHint')}
        autoComplete="off"
        maxLength={120}
        required
      />
    </>
  );
}
