import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/useLocale';
import { useStores } from '../../../stores/StoreProvider';
import { AppIcon } from '../../../ui/icons/AppIcon';
import { durationParts } from '../shared/listAndDuration';
import { formatDateTime } from '../../../i18n/dates';
import { StatusBadge, type BadgeTone } from '../shared/StatusBadge';
import type { BuildPhase } from './SiteBuildStore';

const TONES: Record<BuildPhase, BadgeTone> = {
  idle: 'success',
  queued: 'info',
  building: 'info',
  failed: 'danger',
};

/** "42 s" / "3 min 5 s" in the page's language. */
export function useDurationText() {
  const { t } = useTranslation('app');
  return (ms: number) => {
    const { minutes, seconds } = durationParts(ms);
    return minutes === 0
      ? t('admin.duration.seconds', { seconds })
      : t('admin.duration.minutes', { minutes, seconds });
  };
}

/**
 * The public site's rebuild, live: waiting, building (elapsed time and an estimate against the
 * last build), failed (the error, the attempts and the next retry), or current (the last
 * build's id, when and how long). The state line is a live region, so screen reader users hear
 * each change.
 */
export const SiteBuildPanel = observer(function SiteBuildPanel({
  headingLevel = 'h2',
}: {
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('app');
  const { admin } = useStores();
  const { bcp47 } = useLocale();
  const duration = useDurationText();
  const build = admin.siteBuild;
  useEffect(() => build.watch(), [build]);
  const state = build.state;
  const phase = build.phase;
  const elapsed = build.elapsedMs;
  const progress = build.progress;

  return (
    <Box
      as="section"
      aria-labelledby="site-build-heading"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg.surface"
      p={{ base: '4', md: '5' }}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <chakra.h2
          as={headingLevel}
          id="site-build-heading"
          fontSize="lg"
          fontWeight="bold"
          display="flex"
          alignItems="center"
          gap="2"
        >
          <AppIcon icon="lucide:globe" />
          {t('admin.siteBuild.heading')}
        </chakra.h2>
        <Text fontSize="sm" color="fg.muted">
          {build.live ? t('admin.siteBuild.live') : t('admin.siteBuild.polling')}
        </Text>
      </Flex>

      <Box role="status" aria-live="polite" aria-atomic="true">
        {state === null ? (
          <Text color="fg.muted">{t('common.loading')}</Text>
        ) : (
          <Flex gap="2" align="center" wrap="wrap">
            <StatusBadge tone={TONES[phase]}>{t(`admin.siteBuild.phase.${phase}`)}</StatusBadge>
            <Text>
              {phase === 'building' && elapsed !== null
                ? t('admin.siteBuild.buildingFor', { time: duration(elapsed) })
                : phase === 'failed' && state.next_retry_at
                  ? t('admin.siteBuild.retrying', {
                      count: state.attempts,
                      time: formatDateTime(state.next_retry_at, bcp47),
                    })
                  : t(`admin.siteBuild.explain.${phase}`)}
            </Text>
          </Flex>
        )}
      </Box>

      {phase === 'building' && progress !== null && (
        <Box mt="3">
          <Box
            role="progressbar"
            aria-label={t('admin.siteBuild.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            aria-valuetext={t('admin.siteBuild.progressText', {
              percent: Math.round(progress * 100),
            })}
            h="2"
            bg="bg.subtle"
            borderRadius="full"
            overflow="hidden"
          >
            <Box h="full" w={`${Math.round(progress * 100)}%`} bg="brand.solid" />
          </Box>
          <Text mt="1" fontSize="sm" color="fg.muted">
            {t('admin.siteBuild.estimate')}
          </Text>
        </Box>
      )}

      {state && (
        <chakra.dl
          mt="4"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
          columnGap="4"
          rowGap="1"
          fontSize="sm"
        >
          {state.last_build && (
            <>
              <chakra.dt fontWeight="semibold">{t('admin.siteBuild.lastBuild')}</chakra.dt>
              <chakra.dd overflowWrap="anywhere">
                {t('admin.siteBuild.lastBuildText', {
                  time: formatDateTime(state.last_build.finished_at, bcp47),
                  duration:
                    state.last_build.duration_ms === null
                      ? '—'
                      : duration(state.last_build.duration_ms),
                })}
              </chakra.dd>
              <chakra.dt fontWeight="semibold">{t('admin.siteBuild.buildId')}</chakra.dt>
              <chakra.dd fontFamily="mono" overflowWrap="anywhere" data-testid="build-id">
                {state.last_build.id ?? '—'}
              </chakra.dd>
            </>
          )}
          {state.mode && (
            <>
              <chakra.dt fontWeight="semibold">{t('admin.siteBuild.mode')}</chakra.dt>
              <chakra.dd>{t(`admin.siteBuild.modes.${state.mode}`)}</chakra.dd>
            </>
          )}
          {state.last_error && (
            <>
              <chakra.dt fontWeight="semibold" color="danger.fg">
                {t('admin.siteBuild.lastError')}
              </chakra.dt>
              <chakra.dd>
                <chakra.span display="block" color="fg.muted">
                  {formatDateTime(state.last_error.at, bcp47)}
                </chakra.span>
                <chakra.code
                  display="block"
                  whiteSpace="pre-wrap"
                  overflowWrap="anywhere"
                  fontSize="xs"
                  bg="bg.subtle"
                  p="2"
                  borderRadius="md"
                  mt="1"
                >
                  {state.last_error.message}
                </chakra.code>
              </chakra.dd>
            </>
          )}
        </chakra.dl>
      )}
    </Box>
  );
});
