import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { PET_TEXT } from '@contract/pets/petLimits';
import type { Album } from '@contract/schemas/petGallery';
import { useStores } from '../../stores/StoreProvider';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ModalForm } from '../../ui/modals/ModalForm';

export const ALBUM_MODAL = 'album';

interface AlbumValues {
  title: string;
  description: string;
}

/** Creating an album for the current pet, or renaming one: a title and a description. */
export const AlbumModal = observer(function AlbumModal({
  petId,
  album,
  onCreated,
}: {
  petId: string;
  /** The album to change; none: a new one. */
  album: Album | null;
  onCreated?: (album: Album) => void;
}) {
  const { t } = useTranslation('app');
  const { gallery, modals, toasts } = useStores();
  const schema = useMemo(
    () =>
      yup.object({
        title: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(PET_TEXT.albumTitle, t('validation.maxLength', { max: PET_TEXT.albumTitle })),
        description: yup
          .string()
          .trim()
          .max(
            PET_TEXT.albumDescription,
            t('validation.maxLength', { max: PET_TEXT.albumDescription }),
          ),
      }),
    [t],
  );
  const { onSubmit, formAlert } = useApiFormSubmit<AlbumValues>(
    async (values) => {
      const body = {
        title: values.title.trim(),
        description: values.description.trim() || null,
      };
      if (album) {
        await gallery.updateAlbum(album.id, body);
        toasts.success(t('gallery.albumSaved'));
      } else {
        const created = await gallery.createAlbum(petId, body);
        toasts.success(t('gallery.albumCreated', { title: created.title }));
        onCreated?.(created);
      }
      await modals.close(ALBUM_MODAL, 'action');
    },
    { fields: ['title', 'description'] },
  );
  return (
    <ModalForm<AlbumValues>
      id={ALBUM_MODAL}
      title={album ? t('gallery.editAlbum') : t('gallery.newAlbum')}
      formKey={album?.id ?? 'new'}
      initialValues={{ title: album?.title ?? '', description: album?.description ?? '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
      formAlert={formAlert}
      submitLabel={album ? t('gallery.saveAlbum') : t('gallery.createAlbum')}
    >
      <TextField
        name="title"
        label={t('gallery.albumTitle')}
        maxLength={PET_TEXT.albumTitle}
        required
      />
      <TextAreaField
        name="description"
        label={t('gallery.albumDescription')}
        labelNote={t('common.optional')}
        maxLength={PET_TEXT.albumDescription}
      />
    </ModalForm>
  );
});
