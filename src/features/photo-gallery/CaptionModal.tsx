import { Stack } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PET_TEXT } from '@contract/pets/petLimits';
import type { Photo } from '@contract/schemas/petGallery';
import { useStores } from '../../stores/StoreProvider';
import { applyApiErrors } from '../../ui/forms/apiFormErrors';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { AppModal } from '../../ui/modals/AppModal';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';

export const CAPTION_MODAL = 'photo-caption';

/** A photo's caption, changed from the lightbox. */
export const CaptionModal = observer(function CaptionModal({ photo }: { photo: Photo | null }) {
  const { t } = useTranslation('app');
  const { gallery, modals } = useStores();
  return (
    <AppModal id={CAPTION_MODAL} title={t('gallery.editCaption')}>
      <Formik
        key={photo?.id ?? 'none'}
        initialValues={{ caption: photo?.caption ?? '' }}
        onSubmit={async (values, helpers) => {
          if (!photo) return;
          try {
            await gallery.updatePhoto(photo, { caption: values.caption.trim() || null });
          } catch (error) {
            applyApiErrors(error, helpers, ['caption']);
            return;
          }
          await modals.close(CAPTION_MODAL, 'action');
        }}
      >
        {({ isSubmitting }) => (
          <ValidatedForm>
            <Stack gap="4">
              <TextAreaField
                name="caption"
                label={t('gallery.caption')}
                maxLength={PET_TEXT.caption}
              />
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {t('gallery.saveCaption')}
              </SubmitButton>
            </Stack>
          </ValidatedForm>
        )}
      </Formik>
    </AppModal>
  );
});
