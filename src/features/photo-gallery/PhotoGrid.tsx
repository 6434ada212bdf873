import { chakra, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@contract/schemas/petGallery';
import { useLocale } from '../../i18n/useLocale';
import type { LightboxItem } from '../files';
import { formatDate } from '../../i18n/dates';
import { TileImage } from '../../ui/TileImage';

/** The album's thumbnails, each a button that opens the photo in the lightbox. */
export function PhotoGrid({
  photos,
  items,
  onOpen,
}: {
  photos: readonly Photo[];
  /** The lightbox's items, whose alt texts name the buttons. */
  items: readonly LightboxItem[];
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  return (
    <Grid
      as="ul"
      listStyleType="none"
      mt="6"
      templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(10rem, 1fr))' }}
      gap="3"
      aria-label={t('gallery.photos')}
    >
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <chakra.button
            type="button"
            display="block"
            w="full"
            aspectRatio={1}
            borderRadius="lg"
            overflow="hidden"
            bg="bg.subtle"
            cursor="zoom-in"
            aria-label={t('gallery.openPhoto', { alt: items[i]?.alt ?? '' })}
            onClick={() => onOpen(i)}
          >
            <TileImage src={photo.file.thumbnail_url ?? photo.file.url} />
          </chakra.button>
          {(photo.caption || photo.taken_on) && (
            <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={2}>
              {[photo.taken_on ? formatDate(photo.taken_on, bcp47, 'medium') : null, photo.caption]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </li>
      ))}
    </Grid>
  );
}
