import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isCoverImageName } from '@contract/coverImages';
import { useLocale } from '../../i18n/useLocale';
import { coverName } from './newsFormat';

/**
 * A news cover illustration. The API gives only its path, so the alt text comes from our UI
 * strings by cover name (in English on locales without UI strings, marked with lang).
 */
export function CoverImage({
  src,
  eager = false,
  ...rest
}: { src: string; eager?: boolean } & Omit<HTMLChakraProps<'img'>, 'src' | 'alt'>) {
  const { t } = useTranslation();
  const { uiLang } = useLocale();
  const name = coverName(src);
  const alt = isCoverImageName(name) ? t(`covers.${name}`) : t('covers.fallback');
  return (
    <chakra.img
      src={src}
      alt={alt}
      lang={uiLang}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      display="block"
      w="full"
      h="auto"
      aspectRatio="16 / 9"
      objectFit="cover"
      bg="bg.accent"
      {...rest}
    />
  );
}
