// Pictures of content (news and FAQ covers, care places) are stored as given: a site path
// (/images/photos/walk.jpg) or an https URL, which the site build turns into responsive images
// (src/features/images/README.md). Older and seeded covers are stored as a bare name of one of the
// site's illustrations, served at a fixed path.
export function coverImagePath(stored: string | null): string | null {
  if (stored === null || stored === '') return null;
  if (stored.startsWith('/') || stored.startsWith('https://')) return stored;
  return `/images/covers/${stored}.svg`;
}
