import { chakra } from '@chakra-ui/react';

/**
 * A thumbnail that fills its tile, cropped to it, loaded as it scrolls into view. Decorative:
 * the tile (a button or link) carries the name.
 */
export function TileImage({ src }: { src: string }) {
  return <chakra.img src={src} alt="" w="full" h="full" objectFit="cover" loading="lazy" />;
}
