import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useContentImage } from './ContentImages';

export interface ContentPictureProps extends Omit<HTMLChakraProps<'div'>, 'children' | 'lang'> {
  src: string;
  alt: string;
  /** The language of the alt text, when it differs from the page's. */
  lang?: string;
  /**
   * The page's main picture (an article's cover, a care place's photo): loaded at once with high
   * priority, as it is the largest thing on the first screen. Every other picture loads lazily.
   */
  main?: boolean;
  /** How wide the picture is shown, for the browser's choice from the srcset. */
  sizes?: string;
}

/** The article column: full width on phones, 48rem from there on. */
export const MAIN_PICTURE_SIZES = '(min-width: 48rem) 48rem, 100vw';
/** Cards: one column on phones, two on tablets, three from large screens on (CardGrid). */
export const CARD_PICTURE_SIZES = '(min-width: 1025px) 24rem, (min-width: 640px) 50vw, 100vw';

/** The build writes a srcset one candidate per line; the page gets it on one line, as Gatsby's. */
function oneLine(srcSet: string | undefined): string | undefined {
  return srcSet?.replace(/\s*\n\s*/g, '');
}

// React 18 does not know the camel-cased prop; the lowercase attribute reaches the element in
// every renderer (React, Preact, server rendering).
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

/**
 * A picture of content at 16:9 in a box that keeps its size while loading (no layout shift): the
 * responsive AVIF/WebP image the build made (photos) over its blurred placeholder, else the file
 * itself (the SVG illustrations, or a photo the build could not read). Plain HTML: the browser
 * picks the file and loads it lazily itself, so it needs no script (gatsby-plugin-image's
 * component needs one to swap `data-src` in, and its prebuilt `<img>` has no `src`, which is
 * invalid HTML) and works on pages without a runtime (src/app/islands).
 */
export function ContentPicture({
  src,
  alt,
  lang,
  main = false,
  sizes,
  ...box
}: ContentPictureProps) {
  const image = useContentImage(src);
  const loading = main ? 'eager' : 'lazy';
  const placeholder = image?.placeholder?.fallback;
  const sources = image?.images.sources ?? [];
  const fallback = image?.images.fallback;
  return (
    <chakra.div
      overflow="hidden"
      bg="bg.accent"
      aspectRatio="16 / 9"
      data-content-picture=""
      // The blurred placeholder shows until the picture is painted over it.
      style={
        placeholder
          ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' }
          : undefined
      }
      {...box}
    >
      <picture>
        {sources.map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={oneLine(source.srcSet)}
            sizes={sizes ?? source.sizes}
          />
        ))}
        <chakra.img
          src={fallback?.src ?? src}
          srcSet={oneLine(fallback?.srcSet)}
          sizes={fallback?.srcSet ? (sizes ?? fallback.sizes) : undefined}
          alt={alt}
          lang={lang}
          width={image?.width ?? 640}
          height={image?.height ?? 360}
          loading={loading}
          decoding="async"
          {...(main ? HIGH_PRIORITY : {})}
          display="block"
          w="full"
          h="full"
          objectFit="cover"
        />
      </picture>
    </chakra.div>
  );
}
