import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { formatDate } from '../../i18n/dates';
import { useOpenImage } from './PatientImages';
import { TriageLevelBadge } from './TriageLevelBadge';

/** The photos the keeper had analysed: the photo, the body area, the concern and the level. */
export const AnalysesSection = observer(function AnalysesSection({ petId }: { petId: string }) {
  const { t } = useTranslation('app');
  const { vet } = useStores();
  const { bcp47 } = useLocale();
  const openImage = useOpenImage();
  useEffect(() => {
    void vet.analyses.load(petId, { force: true });
  }, [vet, petId]);
  const list = vet.analyses.valueFor(petId);
  if (!list) {
    return (
      <Text role="status" color="fg.muted">
        {vet.analyses.state === 'failed' ? t('vets.patient.failed') : t('common.loading')}
      </Text>
    );
  }
  if (list.length === 0) return <Text color="fg.muted">{t('vets.patient.noAnalyses')}</Text>;
  return (
    <chakra.ol listStyleType="none" display="grid" gap="3">
      {list.map((analysis) => {
        const area = t(`vets.bodyAreas.${analysis.body_area}`);
        return (
          <chakra.li key={analysis.id} borderTopWidth="1px" borderColor="border" pt="3">
            <Flex gap="3" align="flex-start">
              <chakra.button
                type="button"
                onClick={() => openImage(analysis.photo)}
                aria-label={t('vets.patient.viewPhoto', { area })}
                flexShrink={0}
                borderRadius="md"
                overflow="hidden"
                cursor="zoom-in"
              >
                <chakra.img
                  src={analysis.photo.thumbnail_url ?? analysis.photo.url}
                  alt=""
                  w="20"
                  h="20"
                  objectFit="cover"
                />
              </chakra.button>
              <Box minW="0" flex="1">
                <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
                  {formatDate(analysis.created_at, bcp47, 'long')}
                </Text>
                <chakra.h3 fontSize="md" fontWeight="bold">
                  {area}
                </chakra.h3>
                {analysis.concern && <Text whiteSpace="pre-wrap">{analysis.concern}</Text>}
                <Box mt="1">
                  {analysis.triage ? (
                    <TriageLevelBadge level={analysis.triage.level} />
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      {t('vets.patient.analysisUnfinished')}
                    </Text>
                  )}
                </Box>
              </Box>
            </Flex>
          </chakra.li>
        );
      })}
    </chakra.ol>
  );
});
