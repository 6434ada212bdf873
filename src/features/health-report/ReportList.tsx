import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeInfo } from '@contract/locales';
import type { HealthReport } from '@contract/schemas/healthReport';
import type { Pet } from '@contract/schemas/pets';
import { useAppEnvironment } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { DownloadLink } from '../../ui/DownloadLink';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { formatFileSize } from '../files';
import { formatDateTime } from '../../i18n/dates';

const DELETE_MODAL = 'delete-health-report';

/** The pet's reports, newest first: when, language, pages and size, download, delete. */
export const ReportList = observer(function ReportList({
  pet,
  reports,
}: {
  pet: Pet;
  reports: readonly HealthReport[];
}) {
  const { t } = useTranslation('app');
  const { healthReports, modals, toasts } = useStores();
  const { analytics } = useAppEnvironment();
  const { bcp47 } = useLocale();
  const [deleting, setDeleting] = useState<HealthReport | null>(null);
  if (reports.length === 0) {
    return <Text color="fg.muted">{t('healthReport.list.none', { name: pet.name })}</Text>;
  }
  return (
    <>
      <chakra.ul listStyleType="none" display="grid" gap="3" data-report-list="">
        {reports.map((report) => {
          const when = formatDateTime(report.created_at, bcp47);
          const language = localeInfo(report.language);
          return (
            <chakra.li
              key={report.id}
              data-report={report.id}
              bg="bg.surface"
              borderWidth="1px"
              borderColor="border"
              borderRadius="lg"
              px="4"
              py="3"
            >
              <Flex gap="3" align="center" wrap="wrap">
                <Box color="brand.fg" flexShrink={0}>
                  <AppIcon icon="lucide:file-text" size={28} />
                </Box>
                <Box minW="0" flex="1 1 12rem">
                  <Text fontWeight="semibold">{t('healthReport.list.item', { when })}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    <span lang={language.bcp47}>{language.nativeName}</span>
                    {' · '}
                    {t('healthReport.list.pages', { count: report.pages })}
                    {' · '}
                    {formatFileSize(report.file.bytes, bcp47)}
                  </Text>
                </Box>
                <DownloadLink
                  href={report.file.url}
                  download
                  aria-label={t('healthReport.list.downloadLabel', { when })}
                  onClick={() => analytics.track('btn_click_download', { report_id: report.id })}
                  bg="bg.surface"
                >
                  {t('healthReport.list.download')}
                </DownloadLink>
                <QuietButton
                  type="button"
                  color="danger.fg"
                  aria-label={t('healthReport.list.deleteLabel', { when })}
                  onClick={() => {
                    setDeleting(report);
                    void modals.open(DELETE_MODAL);
                  }}
                >
                  {t('healthReport.list.delete')}
                </QuietButton>
              </Flex>
            </chakra.li>
          );
        })}
      </chakra.ul>
      <ConfirmModal
        id={DELETE_MODAL}
        title={t('healthReport.list.deleteTitle')}
        confirmLabel={t('healthReport.list.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!deleting) return;
          await healthReports.remove(deleting);
          toasts.success(t('healthReport.list.deleted'));
        }}
      >
        {deleting &&
          t('healthReport.list.deleteText', {
            when: formatDateTime(deleting.created_at, bcp47),
          })}
      </ConfirmModal>
    </>
  );
});
