import { chakra, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '@contract/money';
import type { DeletionOverview } from '@contract/schemas/keeperData';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { FormAlert } from '../../ui/forms/FormAlert';
import { formatFileSize } from '../files';
import { SettingsSection } from '../settings';
import { DELETE_ACCOUNT_MODAL, DeleteAccountDialog } from './DeleteAccountDialog';

function money(amount: { currency: string; amount_minor: number }, bcp47: string): string {
  return formatMinorUnits(amount.amount_minor, amount.currency, bcp47);
}

/** The list of what goes, from the API's counts, in the order the contract gives them. */
function WhatGoes({ overview }: { overview: DeletionOverview }) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const lines = [
    t('keeperData.delete.profile'),
    ...(overview.has_billing_data ? [t('keeperData.delete.billing')] : []),
    ...overview.items.map((item) =>
      t(`keeperData.delete.items.${item.key}`, { count: item.count }),
    ),
    ...(overview.files > 0
      ? [
          t('keeperData.delete.storedFiles', {
            count: overview.files,
            size: formatFileSize(overview.file_bytes, bcp47),
          }),
        ]
      : []),
  ];
  return (
    <chakra.ul ps="5" listStyleType="disc" display="grid" gap="1">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </chakra.ul>
  );
}

/**
 * "Delete my account": what goes and what stays (with the keeper's own counts), then the dialog
 * that confirms it is them. Staff accounts are closed by an administrator instead.
 */
export const DeleteAccountSection = observer(function DeleteAccountSection() {
  const { t } = useTranslation('app');
  const { keeperData, modals } = useStores();
  const { bcp47 } = useLocale();
  const overview = keeperData.overview;

  useEffect(() => {
    void keeperData.loadOverview();
  }, [keeperData]);

  return (
    <SettingsSection
      id="delete-account"
      title={t('keeperData.delete.heading')}
      intro={overview ? t('keeperData.delete.intro', { count: overview.grace_days }) : undefined}
    >
      {!overview ? (
        keeperData.overviewFailed ? (
          <Stack gap="3" align="flex-start">
            <FormAlert>{t('keeperData.delete.loadFailed')}</FormAlert>
            <SecondaryButton type="button" onClick={() => void keeperData.loadOverview()}>
              {t('keeperData.delete.reload')}
            </SecondaryButton>
          </Stack>
        ) : (
          <Text role="status" color="fg.muted">
            {t('keeperData.delete.loading')}
          </Text>
        )
      ) : (
        <Stack gap="5">
          <div>
            <chakra.h3 fontWeight="semibold" mb="2">
              {t('keeperData.delete.whatGoes')}
            </chakra.h3>
            <WhatGoes overview={overview} />
          </div>
          <div>
            <chakra.h3 fontWeight="semibold" mb="2">
              {t('keeperData.delete.whatStays')}
            </chakra.h3>
            <chakra.ul ps="5" listStyleType="disc" display="grid" gap="1">
              <li>
                {overview.receipts_kept > 0
                  ? t('keeperData.delete.receipts', { count: overview.receipts_kept })
                  : t('keeperData.delete.noReceipts')}
              </li>
              {overview.affiliate_unpaid.length > 0 && (
                <li>
                  {t('keeperData.delete.unpaid', {
                    amount: overview.affiliate_unpaid.map((a) => money(a, bcp47)).join(', '),
                  })}
                </li>
              )}
            </chakra.ul>
            <Text color="fg.muted" fontSize="sm" mt="3">
              {t('keeperData.delete.sharedNote')}
            </Text>
          </div>
          {overview.blocked ? (
            <FormAlert tone="info">{t('keeperData.delete.staff')}</FormAlert>
          ) : (
            <Stack gap="3" align="flex-start">
              <Text color="fg.muted" fontSize="sm">
                {t('keeperData.delete.downloadFirst')}
              </Text>
              <SecondaryButton
                type="button"
                color="danger.fg"
                borderColor="danger.fg"
                onClick={() => void modals.open(DELETE_ACCOUNT_MODAL)}
              >
                {t('keeperData.delete.action')}
              </SecondaryButton>
            </Stack>
          )}
          <DeleteAccountDialog overview={overview} />
        </Stack>
      )}
    </SettingsSection>
  );
});
