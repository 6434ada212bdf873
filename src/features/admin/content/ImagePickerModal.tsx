import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContentImage } from '@contract/schemas/adminContent';
import { useStores } from '../../../stores/StoreProvider';
import { PrimaryButton, SecondaryButton } from '../../../ui/forms/Button';
import { inputStyles } from '../../../ui/forms/fieldStyles';
import { AppModal } from '../../../ui/modals/AppModal';
import { FileDropZone, UploadList } from '../../files';
import type { InsertedImage } from '../editor/richTextTypes';
import { TileImage } from '../../../ui/TileImage';

export const IMAGE_PICKER = 'admin-image-picker';

/** Photos the server accepts (it checks the bytes); iPhones turn HEIC into JPEG for image/jpeg. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/**
 * Choose a picture for content: upload one (progress, cancel, the server's reasons for a
 * refusal), or pick one uploaded before. For a picture in the text, its description (alt text)
 * is asked for too. `onChoose` gets the picture's public site path.
 */
export const ImagePickerModal = observer(function ImagePickerModal({
  askAlt,
  onChoose,
}: {
  /** True for pictures in the body: the description is required. */
  askAlt: boolean;
  onChoose: (image: InsertedImage) => void;
}) {
  const { t } = useTranslation('app');
  const { admin, modals } = useStores();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminContentImage | null>(null);
  const [alt, setAlt] = useState('');
  const altId = useId();
  const open = modals.isOpen(IMAGE_PICKER);

  useEffect(() => {
    if (open) void admin.images.load(String(page));
  }, [admin, open, page]);
  // A picture uploaded here is the one chosen.
  useEffect(
    () =>
      reaction(
        () => admin.lastUploaded,
        (image) => {
          if (image) setSelected(image);
        },
      ),
    [admin],
  );

  const list = admin.images.valueFor(String(page));
  const canChoose = selected !== null && (!askAlt || alt.trim() !== '');
  const choose = async () => {
    if (!selected || !canChoose) return;
    onChoose({ src: selected.url, alt: alt.trim() });
    await modals.close(IMAGE_PICKER, 'action');
    setSelected(null);
    setAlt('');
  };

  return (
    <AppModal
      id={IMAGE_PICKER}
      title={t('admin.images.title')}
      footer={
        <>
          <SecondaryButton type="button" onClick={() => void modals.close(IMAGE_PICKER, 'action')}>
            {t('common.cancel')}
          </SecondaryButton>
          <PrimaryButton type="button" disabled={!canChoose} onClick={() => void choose()}>
            {t('admin.images.choose')}
          </PrimaryButton>
        </>
      }
    >
      <FileDropZone
        title={t('admin.images.upload')}
        chooseLabel={t('admin.images.uploadButton')}
        accept={ACCEPT}
        multiple={false}
        onFiles={(files) => admin.imageUploads.add(files)}
      />
      <Text fontSize="sm" color="fg.muted" mt="2">
        {t('admin.images.uploadHint')}
      </Text>
      <UploadList queue={admin.imageUploads} label={t('admin.images.uploading')} />

      <chakra.h3 fontWeight="bold" mt="5" mb="2">
        {t('admin.images.library')}
      </chakra.h3>
      {!list ? (
        <Text role="status" color="fg.muted">
          {t('common.loading')}
        </Text>
      ) : list.data.length === 0 ? (
        <Text color="fg.muted">{t('admin.images.none')}</Text>
      ) : (
        <>
          <Grid
            as="ul"
            listStyleType="none"
            gap="2"
            templateColumns="repeat(auto-fill, minmax(6.5rem, 1fr))"
          >
            {list.data.map((image) => (
              <li key={image.id}>
                <chakra.button
                  type="button"
                  aria-pressed={selected?.id === image.id}
                  aria-label={image.original_name ?? t('admin.images.untitled')}
                  onClick={() => setSelected(image)}
                  display="block"
                  w="full"
                  aspectRatio="4 / 3"
                  borderRadius="md"
                  overflow="hidden"
                  borderWidth="3px"
                  borderColor={selected?.id === image.id ? 'brand.solid' : 'transparent'}
                  cursor="pointer"
                  bg="bg.subtle"
                >
                  <TileImage src={image.thumbnail_url} />
                </chakra.button>
              </li>
            ))}
          </Grid>
          <Flex gap="2" mt="2" justify="flex-end">
            <SecondaryButton
              type="button"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              {t('admin.pager.previous')}
            </SecondaryButton>
            <SecondaryButton
              type="button"
              disabled={list.meta.current_page >= list.meta.last_page}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('admin.pager.next')}
            </SecondaryButton>
          </Flex>
        </>
      )}

      {selected && (
        <Box mt="4" role="status">
          <Text fontSize="sm">
            {t('admin.images.selected', {
              name: selected.original_name ?? t('admin.images.untitled'),
              width: selected.width,
              height: selected.height,
            })}
          </Text>
        </Box>
      )}
      {askAlt && (
        <Box mt="3">
          <chakra.label htmlFor={altId} display="block" fontWeight="semibold" mb="1">
            {t('admin.images.alt')}
          </chakra.label>
          <Text id={`${altId}-hint`} fontSize="sm" color="fg.muted" mb="1.5">
            {t('admin.images.altHint')}
          </Text>
          <chakra.input
            id={altId}
            value={alt}
            maxLength={300}
            aria-describedby={`${altId}-hint`}
            onChange={(event) => setAlt(event.target.value)}
            {...inputStyles}
          />
        </Box>
      )}
    </AppModal>
  );
});
