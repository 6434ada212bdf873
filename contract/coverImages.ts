// The cover illustrations the site ships (static/images/covers/{name}.svg). Seeded and older
// content stores a cover as such a name; editors give a site path or an https URL (a photo the
// site build makes responsive, src/features/images/README.md). The API answers with the address,
// and the site names each picture in its alt text by its file name.

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

/** The address of a stored picture: a path or URL as given, a name as its file; null for none. */
export function coverImagePath(stored: string | null): string | null {
  if (stored === null || stored === '') return null;
  if (stored.startsWith('/') || stored.startsWith('https://')) return stored;
  return `/images/covers/${stored}.svg`;
}
