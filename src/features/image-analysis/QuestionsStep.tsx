import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageAnalysis } from '@contract/schemas/imageAnalysis';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { StepHeading } from './AnalysisSteps';
import { GuidedQuestionsForm } from './GuidedQuestionsForm';
import { analysisPath } from './imageAnalysisPaths';

/** Step 3: the accepted photo and the guided questions of its body area; answers lead to the result. */
export const QuestionsStep = observer(function QuestionsStep({
  analysis,
  heading,
}: {
  analysis: ImageAnalysis;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  return (
    <Box>
      <StepHeading heading={heading}>{t('imageAnalysis.new.questionsTitle')}</StepHeading>
      <Flex gap="4" align="center" mb="5">
        <chakra.img
          src={analysis.photo.thumbnail_url ?? analysis.photo.url}
          alt={t('imageAnalysis.new.yourPhoto')}
          w="20"
          h="20"
          objectFit="cover"
          borderRadius="lg"
        />
        <Text color="success.fg" fontWeight="semibold" role="status">
          {t('imageAnalysis.new.photoAccepted')}
        </Text>
      </Flex>
      <GuidedQuestionsForm
        analysis={analysis}
        onAnswered={(analysis) => void nav.go(analysisPath(analysis.id))}
      />
    </Box>
  );
});
