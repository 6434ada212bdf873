// The cover illustrations the site ships (static/images/covers/{name}.svg). Content stores a
// cover as its name; the API answers with the path, and the site names each picture in its alt
// text by that name.

export const COVER_IMAGES = [
  'dog-walk',
  'cat-nap',
  'vet-visit',
  'puppy-food',
  'senior-dog',
  'rabbit',
  'summer-heat',
  'dental',
] as const;
export type CoverImageName = (typeof COVER_IMAGES)[number];

export function isCoverImageName(name: string): name is CoverImageName {
  return (COVER_IMAGES as readonly string[]).includes(name);
}

/** The site path of a stored cover name; null when there is none. */
export function coverImagePath(name: string | null): string | null {
  return name === null || name === '' ? null : `/images/covers/${name}.svg`;
}
