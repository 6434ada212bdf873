import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppEnvironment } from '../../app/core/AppEnvironment';
import { AppIcon } from '../../ui/icons/AppIcon';
import { Banner, BANNER_ACTION_LOOK } from './Banner';
import type { BannerViewProps } from './bannerViewTypes';

/** On the health-report screen once a report is ready: download it (closable per report). */
export function DownloadReportBanner({ context, onDismiss }: BannerViewProps) {
  const { t } = useTranslation('app');
  const { analytics } = useAppEnvironment();
  const report = context.facts.report;
  if (!report?.downloadUrl) return null;
  const pet = context.currentPet;
  const title = pet
    ? t('banners.downloadReport.title', { name: pet.name })
    : t('banners.downloadReport.titleNoPet');
  return (
    <Banner
      bannerId="download-report"
      tone="success"
      icon={<AppIcon icon="lucide:file-down" size={22} />}
      title={title}
      onDismiss={onDismiss}
      dismissLabel={t('banners.dismiss', { title })}
      actions={
        <chakra.a
          href={report.downloadUrl}
          download
          onClick={() => analytics.track('btn_click_download', { report_id: report.id })}
          {...BANNER_ACTION_LOOK}
        >
          {t('banners.downloadReport.action')}
        </chakra.a>
      }
    >
      <Text color="fg.muted">{t('banners.downloadReport.text')}</Text>
    </Banner>
  );
}
