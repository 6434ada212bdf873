import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The responsive versions of the pictures a page shows, as its page query returns them with
 * `...PageContentImages` (the page context's `images` name them).
 */
export interface ContentImagesQueryData {
  contentImages?: {
    nodes: readonly {
      src: string;
      file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
    }[];
  };
}

/**
 * One shape for every picture: 16:9, up to the article column's width (48rem). The srcset runs
 * from a quarter to twice that width (capped at the original's), in AVIF and WebP beside the
 * original format, with a blurred 20-pixel placeholder inlined in the page.
 */
export const pageContentImagesFragment = graphql`
  fragment PageContentImages on Query {
    contentImages: allContentImage(filter: { src: { in: $images } }) {
      nodes {
        src
        file {
          childImageSharp {
            gatsbyImageData(width: 768, aspectRatio: 1.7778, layout: CONSTRAINED)
          }
        }
      }
    }
  }
`;

const ContentImagesContext = createContext<ReadonlyMap<string, IGatsbyImageData>>(new Map());

export function ContentImagesProvider({
  data,
  children,
}: {
  data: ContentImagesQueryData;
  children: ReactNode;
}) {
  const images = useMemo(() => {
    const map = new Map<string, IGatsbyImageData>();
    for (const node of data.contentImages?.nodes ?? []) {
      const image = node.file?.childImageSharp?.gatsbyImageData;
      if (image) map.set(node.src, image);
    }
    return map;
  }, [data.contentImages]);
  return <ContentImagesContext.Provider value={images}>{children}</ContentImagesContext.Provider>;
}

/** The responsive version of a picture, when the build made one. */
export function useContentImage(src: string): IGatsbyImageData | undefined {
  return useContext(ContentImagesContext).get(src);
}
