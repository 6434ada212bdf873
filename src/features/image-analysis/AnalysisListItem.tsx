import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImageAnalysis } from '@contract/schemas/imageAnalysis';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../../ui/AppLink';
import { LevelBadge } from '../triage-result';
import { formatDateTime } from '../../i18n/dates';
import { analysisPath } from './imageAnalysisPaths';
import { TileImage } from '../../ui/TileImage';

/** One past analysis in the list: thumbnail, body area, when, and its level (or what it needs). */
export function AnalysisListItem({
  analysis,
  current,
}: {
  analysis: ImageAnalysis;
  current: boolean;
}) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  return (
    <chakra.li>
      <AppLink
        to={nav.pathTo(analysisPath(analysis.id))}
        aria-current={current ? 'true' : undefined}
        display="flex"
        gap="3"
        alignItems="center"
        p="2.5"
        borderRadius="lg"
        borderWidth="1px"
        borderColor={current ? 'brand.solid' : 'border'}
        bg={current ? 'brand.subtle' : 'bg.surface'}
        color="fg"
        _hover={{ borderColor: 'brand.solid' }}
      >
        <Box w="16" h="16" borderRadius="md" overflow="hidden" bg="bg.subtle" flexShrink={0}>
          <TileImage src={analysis.photo.thumbnail_url ?? analysis.photo.url} />
        </Box>
        <Box minW="0" flex="1">
          <Text fontWeight="semibold">{t(`imageAnalysis.areas.${analysis.body_area}`)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(analysis.created_at, bcp47)}
          </Text>
          <Flex mt="1.5">
            {analysis.triage ? (
              <LevelBadge level={analysis.triage.level} />
            ) : (
              <Text as="span" fontSize="sm" fontWeight="semibold" color="warning.fg">
                {t('imageAnalysis.list.needsAnswers')}
              </Text>
            )}
          </Flex>
        </Box>
      </AppLink>
    </chakra.li>
  );
}
