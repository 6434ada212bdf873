import { chakra } from '@chakra-ui/react';
import type { Pet } from '@contract/schemas/pets';

/**
 * A pet's round photo (the server's thumbnail), or its initial on a tinted disc when it has none.
 * Decorative: the pet's name is always written beside it.
 */
export function PetAvatar({
  pet,
  size = 8,
}: {
  pet: Pick<Pet, 'name' | 'photo'>;
  /** A spacing token (8 = 2rem). */
  size?: number;
}) {
  const src = pet.photo?.thumbnail_url ?? pet.photo?.display_url ?? null;
  const box = { w: String(size), h: String(size), borderRadius: 'full', flexShrink: 0 } as const;
  if (src) return <chakra.img src={src} alt="" {...box} objectFit="cover" />;
  return (
    <chakra.span
      aria-hidden="true"
      {...box}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      bg="bg.accent"
      color="fg.accent"
      fontWeight="bold"
      fontSize={size >= 16 ? '2xl' : 'sm'}
    >
      {[...pet.name.trim()][0]?.toUpperCase() ?? '?'}
    </chakra.span>
  );
}
