// Cover images are stored as a name; the site serves the picture at a fixed path, so the API
// answers with that path and the front end needs no mapping of its own.
export function coverImagePath(name: string | null): string | null {
  return name === null || name === '' ? null : `/images/covers/${name}.svg`;
}
