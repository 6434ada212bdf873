import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageAnalysis } from '@contract/schemas/imageAnalysis';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { PrimaryButton, QuietButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { threadPath } from '../chat';
import { TriageResultCard } from '../triage-result';
import { formatDateTime } from '../../i18n/dates';
import { GuidedQuestionsForm } from './GuidedQuestionsForm';
import { IMAGE_ANALYSIS_PATH } from './imageAnalysisPaths';

const DELETE_MODAL = 'delete-image-analysis';

/** What the analysis looked at, said plainly: the photo's quality and the keeper's answers. */
function LookedAt({ analysis }: { analysis: ImageAnalysis }) {
  const { t } = useTranslation('app');
  const id = useId();
  return (
    <chakra.section
      aria-labelledby={id}
      bg="bg.subtle"
      borderRadius="lg"
      px={{ base: '4', md: '5' }}
      py="4"
    >
      <chakra.h3 id={id} fontWeight="bold" display="flex" alignItems="center" gap="2">
        <AppIcon icon="lucide:scan-search" size={18} />
        {t('imageAnalysis.lookedAt.title')}
      </chakra.h3>
      <chakra.ul listStyleType="disc" ps="5" mt="2" display="grid" gap="1">
        <li>
          {t('imageAnalysis.lookedAt.quality', {
            width: analysis.quality.width,
            height: analysis.quality.height,
          })}
        </li>
        <li>{t('imageAnalysis.lookedAt.answers')}</li>
        {analysis.concern && <li>{t('imageAnalysis.lookedAt.concern')}</li>}
      </chakra.ul>
      {analysis.vision_description ? (
        <Box mt="3">
          <Text fontWeight="semibold">{t('imageAnalysis.lookedAt.visionTitle')}</Text>
          <Text mt="1">{analysis.vision_description}</Text>
        </Box>
      ) : (
        <Text mt="3" color="fg.muted">
          {t('imageAnalysis.lookedAt.notInterpreted')}
        </Text>
      )}
    </chakra.section>
  );
}

/**
 * One photo analysis on the list page: the photo, what the keeper saw, and either the guided
 * questions (not answered yet) or the result — urgency level card, what was looked at, "Continue
 * to pet analysis" into the chat — and delete, after a confirmation.
 */
export const AnalysisDetail = observer(function AnalysisDetail({
  analysis,
}: {
  analysis: ImageAnalysis;
}) {
  const { t } = useTranslation('app');
  const { imageAnalysis, modals, toasts } = useStores();
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const [continuing, setContinuing] = useState(false);
  const area = t(`imageAnalysis.areas.${analysis.body_area}`);
  const when = formatDateTime(analysis.created_at, bcp47);

  // Opening another analysis (or its result arriving) takes focus to its heading.
  useEffect(() => {
    heading.current?.focus();
  }, [analysis.id, analysis.status]);

  const continueInChat = async () => {
    setContinuing(true);
    try {
      const thread = await imageAnalysis.continueInChat(analysis);
      await nav.go(threadPath(thread.id));
    } catch {
      // The HTTP client has shown why.
    } finally {
      setContinuing(false);
    }
  };

  return (
    <Box as="article" aria-labelledby={`analysis-${analysis.id}`} data-analysis={analysis.id}>
      <chakra.h2
        id={`analysis-${analysis.id}`}
        ref={heading}
        tabIndex={-1}
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="bold"
        _focus={{ outline: 'none' }}
      >
        {t('imageAnalysis.detail.title', { area })}
      </chakra.h2>
      <Text color="fg.muted" mt="1">
        {t('imageAnalysis.detail.sent', { when })}
      </Text>
      <Flex direction={{ base: 'column', md: 'row' }} gap="5" mt="4" align="flex-start">
        <chakra.img
          src={analysis.photo.display_url ?? analysis.photo.url}
          alt={t('imageAnalysis.detail.photoAlt', { area, when })}
          w={{ base: 'full', md: '18rem' }}
          maxH="22rem"
          objectFit="cover"
          borderRadius="lg"
          bg="bg.subtle"
          flexShrink={0}
        />
        <Box minW="0" flex="1">
          {analysis.concern && (
            <Box>
              <Text fontWeight="semibold">{t('imageAnalysis.detail.concern')}</Text>
              <chakra.blockquote
                mt="1"
                ps="3"
                borderInlineStartWidth="3px"
                borderColor="border"
                color="fg.muted"
                whiteSpace="pre-wrap"
              >
                {analysis.concern}
              </chakra.blockquote>
            </Box>
          )}
          {analysis.status === 'needs_answers' && (
            <Text mt={analysis.concern ? '4' : '0'} fontWeight="semibold" color="warning.fg">
              {t('imageAnalysis.detail.needsAnswers')}
            </Text>
          )}
        </Box>
      </Flex>

      <Box mt="6">
        {analysis.status === 'needs_answers' || !analysis.triage ? (
          <GuidedQuestionsForm analysis={analysis} onAnswered={() => undefined} />
        ) : (
          <Box display="grid" gap="5">
            <TriageResultCard triage={analysis.triage} headingLevel={3} />
            <LookedAt analysis={analysis} />
            <Box>
              <PrimaryButton
                type="button"
                disabled={continuing}
                aria-busy={continuing || undefined}
                onClick={() => void continueInChat()}
              >
                <AppIcon icon="lucide:messages-square" size={18} />
                {continuing ? t('common.pleaseWait') : t('imageAnalysis.detail.continue')}
              </PrimaryButton>
              <Text fontSize="sm" color="fg.muted" mt="2">
                {analysis.thread_id
                  ? t('imageAnalysis.detail.continueAgain')
                  : t('imageAnalysis.detail.continueHint')}
              </Text>
            </Box>
          </Box>
        )}
      </Box>

      <QuietButton
        type="button"
        mt="6"
        color="danger.fg"
        onClick={() => void modals.open(DELETE_MODAL)}
      >
        {t('imageAnalysis.detail.delete')}
      </QuietButton>
      <ConfirmModal
        id={DELETE_MODAL}
        title={t('imageAnalysis.detail.deleteTitle')}
        confirmLabel={t('imageAnalysis.detail.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          await imageAnalysis.remove(analysis);
          toasts.success(t('imageAnalysis.detail.deleted'));
          await nav.go(IMAGE_ANALYSIS_PATH, { replace: true });
        }}
      >
        {t('imageAnalysis.detail.deleteText', { area, when })}
      </ConfirmModal>
    </Box>
  );
});
