import { isCoverImageName } from '@contract/coverImages';
import type { SocialImage } from './SeoHead';
import { coverName } from '../content';
import { DEFAULT_SOCIAL_IMAGE } from './jsonLd';

/**
 * The PNG twin of a news cover (scripts/socialImages.mjs renders them: link previews do not show
 * SVG), or the PetCare card for a post without a known cover.
 */
export function socialImageForCover(cover: string | null, alt: string): SocialImage {
  const name = cover ? coverName(cover) : '';
  if (isCoverImageName(name)) {
    return { path: `/images/social/covers/${name}.png`, alt, width: 1200, height: 675 };
  }
  return { path: DEFAULT_SOCIAL_IMAGE, alt: 'PetCare', width: 1200, height: 630 };
}
