import { Box, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';
import { SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { FileDropZone } from '../files';
import { PHOTO_ACCEPT } from '../pets';
import { StepHeading, type DraftStepProps } from './AnalysisSteps';
import { PhotoRefusal, PhotoTips } from './PhotoRefusal';
import { useCoarsePointer } from './useCoarsePointer';
import { FileChooserInput } from '../../ui/FileChooserInput';

/**
 * Step 1: the photo, dropped, chosen or taken with the phone's camera, and checked by the server
 * at once; a photo it cannot use stays here with what to change.
 */
export const PhotoStep = observer(function PhotoStep({ pet, heading }: DraftStepProps) {
  const { t } = useTranslation('app');
  const { imageAnalysis } = useStores();
  const draft = imageAnalysis.startDraft(pet.id);
  const camera = useRef<HTMLInputElement>(null);
  const coarse = useCoarsePointer();
  const choose = (files: File[]) => {
    const [file] = files;
    if (file) void imageAnalysis.choosePhoto(pet.id, file);
  };
  return (
    <Box>
      <StepHeading heading={heading}>
        {draft.refusal ? t('imageAnalysis.new.photoAgainTitle') : t('imageAnalysis.new.photoTitle')}
      </StepHeading>
      {/* Right under the heading that takes the focus, so it is read first. */}
      {draft.refusal && <PhotoRefusal reasons={draft.refusal} />}
      {draft.checking && (
        <Flex role="status" gap="2" align="center" mb="4" color="fg.muted" data-photo-checking="">
          <AppIcon icon="lucide:loader" size={18} />
          {t('imageAnalysis.new.checking')}
        </Flex>
      )}
      <Text color="fg.muted" mb="4">
        {t('imageAnalysis.new.photoText', { name: pet.name })}
      </Text>
      <FileDropZone
        title={t('imageAnalysis.new.dropTitle')}
        chooseLabel={t('imageAnalysis.new.choose')}
        accept={PHOTO_ACCEPT}
        multiple={false}
        onFiles={choose}
      />
      <FileChooserInput
        ref={camera}
        accept="image/*"
        capture="environment"
        display="none"
        data-camera-input=""
        onFiles={choose}
      />
      {coarse && (
        <SecondaryButton type="button" mt="3" onClick={() => camera.current?.click()}>
          <AppIcon icon="lucide:camera" size={18} />
          {t('imageAnalysis.new.takePhoto')}
        </SecondaryButton>
      )}
      <Box mt="6">
        <PhotoTips />
      </Box>
    </Box>
  );
});
