// Request and answer schemas of the icon endpoint. The answer is the Iconify JSON format that
// Iconify's own API serves, so any Iconify client can read it.
import { Type, type Static } from '@sinclair/typebox';
import { ICON_NAME_PATTERN } from '../iconCollections';
import { MAX_ICONS_PER_REQUEST } from '../limits';

const ICON_LIST_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*(?:,[a-z0-9]+(?:-[a-z0-9]+)*)*$';

export const IconCollectionParams = Type.Object({
  collection: Type.String({ pattern: ICON_NAME_PATTERN, maxLength: 64 }),
});

export const IconsQuery = Type.Object({
  icons: Type.String({
    minLength: 1,
    maxLength: 4000,
    pattern: ICON_LIST_PATTERN,
    description: `Comma-separated icon names, at most ${MAX_ICONS_PER_REQUEST}.`,
  }),
});

// The viewBox and transformations an icon may set, and an alias may set again over its parent's.
const iconPlacement = {
  left: Type.Optional(Type.Number()),
  top: Type.Optional(Type.Number()),
  width: Type.Optional(Type.Number()),
  height: Type.Optional(Type.Number()),
  rotate: Type.Optional(Type.Integer()),
  hFlip: Type.Optional(Type.Boolean()),
  vFlip: Type.Optional(Type.Boolean()),
};

const IconData = Type.Object({ body: Type.String(), ...iconPlacement });

const IconAlias = Type.Object({ parent: Type.String(), ...iconPlacement });

export const IconSet = Type.Object(
  {
    prefix: Type.String(),
    icons: Type.Record(Type.String(), IconData),
    aliases: Type.Optional(Type.Record(Type.String(), IconAlias)),
    left: Type.Optional(Type.Number()),
    top: Type.Optional(Type.Number()),
    width: Type.Optional(Type.Number()),
    height: Type.Optional(Type.Number()),
    lastModified: Type.Optional(Type.Integer()),
    not_found: Type.Optional(
      Type.Array(Type.String(), { description: 'Requested names the collection does not have.' }),
    ),
  },
  { title: 'IconSet' },
);
export type IconSet = Static<typeof IconSet>;
