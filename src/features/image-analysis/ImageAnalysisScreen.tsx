import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { useLocation } from '@reach/router';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppEnvironment, useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { PrimaryButton } from '../../ui/forms/Button';
import { EmptyState } from '../../ui/EmptyState';
import { AppIcon } from '../../ui/icons/AppIcon';
import { BannerSlot } from '../banners';
import { useFreshFileUrls } from '../files';
import { INFORMATION_PATH, PetPageHeading, WithCurrentPet } from '../pets';
import { AnalysisDetail } from './AnalysisDetail';
import { AnalysisListItem } from './AnalysisListItem';
import { ANALYSIS_PARAM, IMAGE_ANALYSIS_PATH, NEW_IMAGE_ANALYSIS_PATH } from './imageAnalysisPaths';

/**
 * /si/image-analysis: the current pet's photo analyses, newest first (thumbnail, when, body
 * area, urgency level), and the one opened with `?analysis={id}` beside them (on phones instead
 * of them, with a way back). "New photo analysis" leads to /si/image-analysis/new.
 */
export const ImageAnalysisScreen = observer(function ImageAnalysisScreen(_props: RouteScreenProps) {
  return <WithCurrentPet>{(pet) => <PetAnalyses pet={pet} />}</WithCurrentPet>;
});

/** The button that leads to a new analysis (btn_click_go_to_img_analyze, where it was). */
function NewAnalysisButton({ placement }: { placement: 'heading' | 'empty' }) {
  const { t } = useTranslation('app');
  const { analytics } = useAppEnvironment();
  const nav = useAppNavigation();
  return (
    <PrimaryButton
      type="button"
      onClick={() => {
        analytics.track('btn_click_go_to_img_analyze', { placement });
        void nav.go(NEW_IMAGE_ANALYSIS_PATH);
      }}
    >
      <AppIcon icon="lucide:camera" size={18} />
      {t('imageAnalysis.list.new')}
    </PrimaryButton>
  );
}

const PetAnalyses = observer(function PetAnalyses({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { imageAnalysis } = useStores();
  const nav = useAppNavigation();
  const location = useLocation();
  const openId = new URLSearchParams(location.search).get(ANALYSIS_PARAM);

  useEffect(() => {
    void imageAnalysis.loadList(pet.id);
  }, [imageAnalysis, pet.id]);
  const list = imageAnalysis.analyses.valueFor(pet.id);
  const reload = useCallback(
    () => void imageAnalysis.loadList(pet.id, { force: true }),
    [imageAnalysis, pet.id],
  );
  useFreshFileUrls(list?.map((a) => a.photo.expires_at) ?? [], reload);

  // An analysis that is not in this pet's list (a link from elsewhere) is fetched on its own.
  const opened = openId ? imageAnalysis.analysisFor(pet.id, openId) : null;
  useEffect(() => {
    if (openId && list && !list.some((a) => a.id === openId)) void imageAnalysis.loadOne(openId);
  }, [imageAnalysis, openId, list]);

  // Switching pets closes what belonged to the previous one.
  const shownFor = useRef(pet.id);
  useEffect(() => {
    if (shownFor.current === pet.id) return;
    shownFor.current = pet.id;
    if (openId) void nav.go(IMAGE_ANALYSIS_PATH, { replace: true });
  }, [pet.id, openId, nav]);

  const openFailed =
    openId !== null &&
    opened === null &&
    imageAnalysis.opened.key === openId &&
    imageAnalysis.opened.state === 'failed';

  return (
    <Box>
      <PetPageHeading
        title={t('imageAnalysis.list.title')}
        intro={t('imageAnalysis.list.intro', { name: pet.name })}
        action={<NewAnalysisButton placement="heading" />}
      />
      <BannerSlot
        placement="image-analysis"
        facts={{ petDetailsHref: nav.pathTo(INFORMATION_PATH) }}
      />
      {!list ? (
        <Text role="status" color="fg.muted">
          {imageAnalysis.analyses.state === 'failed'
            ? t('imageAnalysis.list.failed')
            : t('common.loading')}
        </Text>
      ) : list.length === 0 && !openId ? (
        <EmptyState icon="lucide:scan-search">
          <Text fontWeight="bold" fontSize="lg">
            {t('imageAnalysis.list.emptyTitle', { name: pet.name })}
          </Text>
          <Text color="fg.muted" mt="2" maxW="34rem" mx="auto">
            {t('imageAnalysis.list.emptyText')}
          </Text>
          <Box mt="5">
            <NewAnalysisButton placement="empty" />
          </Box>
        </EmptyState>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(16rem, 22rem) 1fr' }} gap="6">
          <Box
            as="nav"
            aria-label={t('imageAnalysis.list.listLabel', { name: pet.name })}
            display={{ base: openId ? 'none' : 'block', lg: 'block' }}
          >
            <chakra.ul listStyleType="none" display="grid" gap="2">
              {list.map((analysis) => (
                <AnalysisListItem
                  key={analysis.id}
                  analysis={analysis}
                  current={analysis.id === openId}
                />
              ))}
            </chakra.ul>
          </Box>
          <Box minW="0">
            {openId && (
              <AppLink
                to={nav.pathTo(IMAGE_ANALYSIS_PATH)}
                display={{ base: 'inline-block', lg: 'none' }}
                mb="3"
                color="brand.fg"
                fontWeight="semibold"
              >
                ← {t('imageAnalysis.list.backToList')}
              </AppLink>
            )}
            {opened ? (
              <AnalysisDetail analysis={opened} />
            ) : openId ? (
              <Text role={openFailed ? 'alert' : 'status'} color="fg.muted">
                {openFailed ? t('imageAnalysis.list.missing') : t('common.loading')}
              </Text>
            ) : (
              <Text color="fg.muted" display={{ base: 'none', lg: 'block' }}>
                {t('imageAnalysis.list.pick')}
              </Text>
            )}
          </Box>
        </Grid>
      )}
    </Box>
  );
});
