import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
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
  const alt = isKnownCover(name) ? t(`covers.${name}`) : t('covers.fallback');
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
