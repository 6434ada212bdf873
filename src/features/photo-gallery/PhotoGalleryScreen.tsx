import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { PrimaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { useFreshFileUrls } from '../files';
import { albumPath, PetPageHeading, WithCurrentPet } from '../pets';
import { ALBUM_MODAL, AlbumModal } from './AlbumModal';

/** /photo-gallery: the current pet's albums (cover, title, how many photos), and a new one. */
export const PhotoGalleryScreen = observer(function PhotoGalleryScreen(_props: RouteScreenProps) {
  return <WithCurrentPet>{(pet) => <PetAlbums pet={pet} />}</WithCurrentPet>;
});

const PetAlbums = observer(function PetAlbums({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { gallery, modals } = useStores();
  const nav = useAppNavigation();
  useEffect(() => {
    void gallery.loadAlbums(pet.id);
  }, [gallery, pet.id]);
  const albums = gallery.albums.valueFor(pet.id);
  useFreshFileUrls(
    albums?.flatMap((a) => (a.cover ? [a.cover.expires_at] : [])) ?? [],
    () => void gallery.loadAlbums(pet.id, { force: true }),
  );

  return (
    <Box>
      <PetPageHeading
        title={t('gallery.heading')}
        intro={t('gallery.intro', { name: pet.name })}
        action={
          <PrimaryButton type="button" onClick={() => void modals.open(ALBUM_MODAL)}>
            <AppIcon icon="lucide:plus" size={18} />
            {t('gallery.newAlbum')}
          </PrimaryButton>
        }
      />
      {!albums ? (
        <Text role="status" color="fg.muted">
          {gallery.albums.state === 'failed' ? t('gallery.failed') : t('common.loading')}
        </Text>
      ) : albums.length === 0 ? (
        <Text color="fg.muted">{t('gallery.noAlbums', { name: pet.name })}</Text>
      ) : (
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns="repeat(auto-fill, minmax(14rem, 1fr))"
          gap="4"
        >
          {albums.map((album) => (
            <li key={album.id}>
              <AppLink
                to={nav.pathTo(albumPath(album.id))}
                display="block"
                bg="bg.surface"
                borderWidth="1px"
                borderColor="border"
                borderRadius="xl"
                overflow="hidden"
                color="fg"
                boxShadow="card"
                _hover={{ borderColor: 'brand.solid' }}
              >
                <Box
                  aspectRatio={4 / 3}
                  bg="bg.subtle"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  {album.cover?.thumbnail_url ? (
                    <chakra.img
                      src={album.cover.thumbnail_url}
                      alt=""
                      w="full"
                      h="full"
                      objectFit="cover"
                    />
                  ) : (
                    <Box color="fg.muted">
                      <AppIcon icon="lucide:images" size={40} />
                    </Box>
                  )}
                </Box>
                <Box px="4" py="3">
                  <Text fontWeight="bold">{album.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('gallery.photoCount', { count: album.photo_count })}
                  </Text>
                </Box>
              </AppLink>
            </li>
          ))}
        </Grid>
      )}
      <AlbumModal
        petId={pet.id}
        album={null}
        onCreated={(album) => void nav.go(albumPath(album.id))}
      />
    </Box>
  );
});
