import { Box, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@contract/schemas/petGallery';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { BannerSlot } from '../banners';
import { FileDropZone, Lightbox, type LightboxItem, UploadList, useFreshFileUrls } from '../files';
import { PHOTO_ACCEPT, PHOTO_GALLERY_PATH, PetPageHeading } from '../pets';
import { ALBUM_MODAL, AlbumModal } from './AlbumModal';
import { CAPTION_MODAL, CaptionModal } from './CaptionModal';
import { LightboxAction } from './LightboxAction';
import { PhotoGrid } from './PhotoGrid';

const LIGHTBOX = 'album-lightbox';
const DELETE_PHOTO_MODAL = 'delete-photo';
const DELETE_ALBUM_MODAL = 'delete-album';

/**
 * /photo-gallery/:id: one album. Photos come in by drag and drop anywhere on the page or the
 * picker, several at once, each with its own progress bar and cancel ('Upload cancelled',
 * 'Network error during upload', the server's refusal of a damaged file). A photo opens in the
 * lightbox (arrows, Escape, focus back on its thumbnail), where it can be captioned or deleted
 * (after a confirmation). Switching to another pet goes back to that pet's albums.
 */
export const AlbumScreen = observer(function AlbumScreen({ params }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { gallery, modals, toasts, currentPet } = useStores();
  const nav = useAppNavigation();
  const albumId = params.id ?? '';
  const [index, setIndex] = useState(0);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const [captioning, setCaptioning] = useState<Photo | null>(null);

  useEffect(() => {
    void gallery.loadAlbum(albumId);
  }, [gallery, albumId]);

  // The album belongs to the pet it was opened for: another pet means that pet's albums.
  const openedFor = useRef(currentPet.id);
  useEffect(() => {
    if (currentPet.id !== openedFor.current) void nav.go(PHOTO_GALLERY_PATH);
  }, [currentPet.id, nav]);

  const view = gallery.album.valueFor(albumId);
  const reload = useCallback(
    () => void gallery.loadAlbum(albumId, { force: true }),
    [gallery, albumId],
  );
  useFreshFileUrls(view?.photos.map((p) => p.file.expires_at) ?? [], reload);
  const photos = useMemo(() => view?.photos ?? [], [view]);
  const items: LightboxItem[] = useMemo(
    () =>
      photos.map((photo, i) => ({
        key: photo.id,
        src: photo.file.display_url ?? photo.file.url,
        alt:
          photo.caption || t('gallery.photoAlt', { number: i + 1, title: view?.album.title ?? '' }),
        caption: photo.caption,
      })),
    [photos, t, view?.album.title],
  );
  const only = useCallback((meta: { albumId: string }) => meta.albumId === albumId, [albumId]);

  if (!view) {
    const failed = gallery.album.key === albumId && gallery.album.state === 'failed';
    return (
      <Box>
        <Text role={failed ? 'alert' : 'status'} color="fg.muted">
          {failed ? t('gallery.albumMissing') : t('common.loading')}
        </Text>
        {failed && (
          <AppLink to={nav.pathTo(PHOTO_GALLERY_PATH)} color="brand.fg" textDecoration="underline">
            {t('gallery.backToAlbums')}
          </AppLink>
        )}
      </Box>
    );
  }

  const { album } = view;
  const current = photos[index];
  return (
    <Box>
      <AppLink
        to={nav.pathTo(PHOTO_GALLERY_PATH)}
        color="brand.fg"
        fontWeight="semibold"
        display="inline-block"
        mb="3"
      >
        ← {t('gallery.backToAlbums')}
      </AppLink>
      <PetPageHeading
        title={album.title}
        intro={album.description ?? t('gallery.photoCount', { count: album.photo_count })}
        action={
          <Flex gap="2">
            <SecondaryButton type="button" onClick={() => void modals.open(ALBUM_MODAL)}>
              {t('gallery.editAlbum')}
            </SecondaryButton>
            <QuietButton type="button" onClick={() => void modals.open(DELETE_ALBUM_MODAL)}>
              {t('gallery.deleteAlbum')}
            </QuietButton>
          </Flex>
        }
      />
      <BannerSlot placement="photo-gallery" facts={{ acceptsPhotoUpload: true }} />
      <FileDropZone
        title={t('gallery.addPhotos')}
        chooseLabel={t('gallery.choosePhotos')}
        accept={PHOTO_ACCEPT}
        onFiles={(files) => gallery.upload(albumId, files)}
      />
      <UploadList queue={gallery.uploads} label={t('gallery.uploading')} only={only} />
      {photos.length === 0 ? (
        <Text color="fg.muted" mt="6">
          {t('gallery.noPhotos')}
        </Text>
      ) : (
        <PhotoGrid
          photos={photos}
          items={items}
          onOpen={(i) => {
            setIndex(i);
            void modals.open(LIGHTBOX);
          }}
        />
      )}
      <Lightbox
        id={LIGHTBOX}
        items={items}
        index={Math.min(index, Math.max(photos.length - 1, 0))}
        onIndexChange={setIndex}
        actions={() =>
          current && (
            <>
              <LightboxAction
                label={t('gallery.editCaption')}
                onClick={() => {
                  setCaptioning(current);
                  void modals.open(CAPTION_MODAL);
                }}
              />
              <LightboxAction
                label={t('gallery.deletePhoto')}
                onClick={() => {
                  setDeleting(current);
                  void modals.open(DELETE_PHOTO_MODAL);
                }}
              />
            </>
          )
        }
      />
      <ConfirmModal
        id={DELETE_PHOTO_MODAL}
        title={t('gallery.deletePhotoTitle')}
        confirmLabel={t('gallery.deletePhotoConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!deleting) return;
          await gallery.removePhoto(deleting);
          toasts.success(t('gallery.photoDeleted'));
          if (photos.length <= 1) await modals.close(LIGHTBOX, 'action');
          else setIndex((i) => Math.min(i, photos.length - 2));
        }}
      >
        {t('gallery.deletePhotoText')}
      </ConfirmModal>
      <ConfirmModal
        id={DELETE_ALBUM_MODAL}
        title={t('gallery.deleteAlbumTitle', { title: album.title })}
        confirmLabel={t('gallery.deleteAlbumConfirm')}
        cancelLabel={t('common.cancel')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          await gallery.removeAlbum(album.id);
          toasts.success(t('gallery.albumDeleted', { title: album.title }));
          await nav.go(PHOTO_GALLERY_PATH);
        }}
      >
        {t('gallery.deleteAlbumText', { count: album.photo_count })}
      </ConfirmModal>
      <CaptionModal photo={captioning} />
      {currentPet.id && <AlbumModal petId={currentPet.id} album={album} />}
    </Box>
  );
});
