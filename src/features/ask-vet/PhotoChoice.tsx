import { chakra, Flex, Image } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@contract/schemas/pets';
import { VET_QUESTION_LIMITS } from '@contract/vetQuestions';

/** The conversation's photos to send with a question or a reply (at most the allowed number). */
export function PhotoChoice({
  photos,
  chosen,
  onChange,
}: {
  photos: readonly FileRef[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('app');
  if (photos.length === 0) return null;
  const toggle = (id: string) =>
    onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <chakra.fieldset mt="3">
      <chakra.legend fontWeight="semibold" mb="1">
        {t('askVet.choosePhotos', { max: VET_QUESTION_LIMITS.photosMax })}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {photos.map((photo, index) => (
          <chakra.label
            key={photo.id}
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="1"
            cursor="pointer"
          >
            <Image
              src={photo.thumbnail_url ?? photo.url}
              alt=""
              w="20"
              h="20"
              objectFit="cover"
              borderRadius="md"
            />
            <chakra.input
              type="checkbox"
              checked={chosen.includes(photo.id)}
              disabled={
                !chosen.includes(photo.id) && chosen.length >= VET_QUESTION_LIMITS.photosMax
              }
              onChange={() => toggle(photo.id)}
              aria-label={t('askVet.photoNumber', { n: index + 1 })}
            />
          </chakra.label>
        ))}
      </Flex>
    </chakra.fieldset>
  );
}
