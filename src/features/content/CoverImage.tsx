import { useTranslation } from 'react-i18next';
import { isCoverImageName } from '@contract/coverImages';
import { useLocale } from '../../i18n/useLocale';
import {
  CARD_PICTURE_SIZES,
  ContentPicture,
  MAIN_PICTURE_SIZES,
  type ContentPictureProps,
} from '../images';
import { coverName } from './newsFormat';

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
  const alt = isCoverImageName(name) ? t(`covers.${name}`) : t('covers.fallback');
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
