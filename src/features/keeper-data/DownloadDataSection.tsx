import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnvironment } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { FormAlert } from '../../ui/forms/FormAlert';
import { Icon } from '../../ui/Icon';
import { AppIcon } from '../../ui/icons/AppIcon';
import { formatFileSize } from '../files';
import { SettingsSection } from '../settings';
import { formatTime } from '../../i18n/dates';

/**
 * "Download my data": the API gathers what the ZIP will hold and gives a short-lived link; the
 * link is a plain download, so the browser's own download manager saves the ZIP (however large)
 * and shows its progress.
 */
export const DownloadDataSection = observer(function DownloadDataSection() {
  const { t } = useTranslation('app');
  const { keeperData } = useStores();
  const { analytics } = useAppEnvironment();
  const { bcp47 } = useLocale();
  const state = keeperData.exportState;

  // The link stops working at its expiry: offer a new one then.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const left = new Date(state.link.expires_at).getTime() - Date.now();
    const timer = setTimeout(() => keeperData.expireExport(), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [state, keeperData]);

  return (
    <SettingsSection
      title={t('keeperData.download.heading')}
      intro={t('keeperData.download.intro')}
    >
      <Stack gap="4" aria-live="polite">
        {state.status === 'ready' ? (
          <Stack gap="3">
            <Flex align="center" gap="2" fontWeight="semibold" color="success.fg">
              <Icon name="check-circle" />
              <Text as="span">{t('keeperData.download.ready')}</Text>
            </Flex>
            <Text color="fg.muted">
              {[
                t('keeperData.download.records', { count: state.link.summary.records }),
                ...(state.link.summary.files > 0
                  ? [
                      t('keeperData.download.files', {
                        count: state.link.summary.files,
                        size: formatFileSize(state.link.summary.file_bytes, bcp47),
                      }),
                    ]
                  : []),
              ].join(' · ')}
            </Text>
            <div>
              <PrimaryButton asChild>
                <chakra.a
                  href={state.url}
                  download
                  onClick={() => analytics.track('btn_click_download', { content: 'my_data' })}
                >
                  <AppIcon icon="lucide:download" />
                  {t('keeperData.download.action')}
                </chakra.a>
              </PrimaryButton>
            </div>
            <Text fontSize="sm" color="fg.muted">
              {t('keeperData.download.expires', {
                time: formatTime(state.link.expires_at, bcp47),
              })}
            </Text>
          </Stack>
        ) : (
          <Stack gap="3" align="flex-start">
            {state.status === 'expired' && (
              <Text color="fg.muted">{t('keeperData.download.expired')}</Text>
            )}
            {state.status === 'failed' && <FormAlert>{t('keeperData.download.failed')}</FormAlert>}
            {state.status === 'preparing' ? (
              <Text role="status">{t('keeperData.download.preparing')}</Text>
            ) : state.status === 'idle' ? (
              <PrimaryButton type="button" onClick={() => void keeperData.prepareExport()}>
                <AppIcon icon="lucide:download" />
                {t('keeperData.download.prepare')}
              </PrimaryButton>
            ) : (
              <SecondaryButton type="button" onClick={() => void keeperData.prepareExport()}>
                {state.status === 'failed'
                  ? t('keeperData.download.tryAgain')
                  : t('keeperData.download.again')}
              </SecondaryButton>
            )}
          </Stack>
        )}
      </Stack>
    </SettingsSection>
  );
});
