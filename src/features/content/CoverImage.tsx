import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import {
  CARD_PICTURE_SIZES,
  ContentPicture,
  MAIN_PICTURE_SIZES,
  type ContentPictureProps,
} from '../images/ContentPicture';
import { coverName } from './newsFormat';

export const KNOWN_COVERS = [
  'dog-walk',
  'cat-nap',
  'vet-visit',
  'puppy-food',
  'senior-dog',
  'rabbit',
  'summer-heat',
  'dental',
] as const;
export type CoverKey = (typeof KNOWN_COVERS)[number];

export function isKnownCover(name: string): name is CoverKey {
  return (KNOWN_COVERS as readonly string[]).includes(name);
}

/**
 * A news or FAQ cover: an illustration of ours (SVG) or a photo an editor chose, which the build
 * made responsive (src/features/images). The API gives only its address, so the alt text comes
 * from our UI strings by file name (in English on locales without UI strings, marked with lang).
 */
export function CoverImage({
  src,
  main = false,
  ...rest
}: { src: string; main?: boolean } & Omit<ContentPictureProps, 'src' | 'alt' | 'lang' | 'main'>) {
  const { t } = useTranslation();
  const { uiLang } = useLocale();
  const name = coverName(src);
  const alt = isKnownCover(name) ? t(`covers.${name}`) : t('covers.fallback');
  return (
    <ContentPicture
      src={src}
      alt={alt}
      lang={uiLang}
      main={main}
      sizes={main ? MAIN_PICTURE_SIZES : CARD_PICTURE_SIZES}
      {...rest}
    />
  );
}
