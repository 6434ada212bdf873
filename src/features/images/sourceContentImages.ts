// gatsby-node: the content's photos as nodes. One ContentImage node per picture, keyed by the
// picture's address as the content gives it (`src`), linked to a File node that
// gatsby-transformer-sharp gives its `childImageSharp`; page queries then ask for the pictures
// their page shows (`images` in the page context) and get responsive image data.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import { createFileNodeFromBuffer, createRemoteFileNode } from 'gatsby-source-filesystem';
import { imageOrigin } from './contentImageSources';

export const CONTENT_IMAGE_TYPE = 'ContentImage';

/** Declared up front: a site with no photo yet still has the type its page queries name. */
export const contentImageTypeDefs = `
  type ${CONTENT_IMAGE_TYPE} implements Node @dontInfer {
    src: String!
    file: File @link
  }
`;

type SourceNodesArgs = Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0];

export interface SourceContentImagesOptions {
  /** Every picture the content shows (GET /api/content/images). */
  sources: readonly string[];
  /** The site's static/ folder: site paths are read from it when the file is there. */
  staticDir: string;
  /** Where other site paths are downloaded from: the server the content comes from. */
  siteOrigin: string;
}

/**
 * Creates the nodes. A picture that cannot be read (a broken URL, a file that is not an image)
 * is a build warning, not a failure: its pages show it as a plain image, and the rest are fine.
 */
export async function sourceContentImages(
  { actions, createNodeId, createContentDigest, getCache, reporter }: SourceNodesArgs,
  { sources, staticDir, siteOrigin }: SourceContentImagesOptions,
): Promise<number> {
  const staticFileExists = (sitePath: string) => {
    const file = path.join(staticDir, sitePath);
    return file.startsWith(staticDir + path.sep) && existsSync(file) ? file : null;
  };
  let created = 0;
  for (const src of sources) {
    const origin = imageOrigin(src, { staticFileExists, siteOrigin });
    if (!origin) continue;
    const id = createNodeId(`${CONTENT_IMAGE_TYPE} ${src}`);
    let file: Node;
    try {
      file =
        origin.kind === 'static'
          ? await createFileNodeFromBuffer({
              buffer: await readFile(origin.file),
              name: path.parse(origin.file).name,
              ext: path.extname(origin.file),
              parentNodeId: id,
              getCache,
              createNode: actions.createNode,
              createNodeId,
            })
          : await createRemoteFileNode({
              url: origin.url,
              parentNodeId: id,
              getCache,
              createNode: actions.createNode,
              createNodeId,
            });
    } catch (error) {
      reporter.warn(
        `images: could not read ${src} (${error instanceof Error ? error.message : String(error)}); pages show it unprocessed`,
      );
      continue;
    }
    actions.createNode({
      id,
      src,
      file: file.id,
      internal: {
        type: CONTENT_IMAGE_TYPE,
        contentDigest: createContentDigest({ src, file: file.id }),
      },
    });
    created += 1;
  }
  return created;
}
