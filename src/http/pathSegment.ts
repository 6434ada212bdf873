/** A URL path segment from an id the API gave (ids are opaque strings: never pasted in raw). */
export function segment(id: string): string {
  return encodeURIComponent(id);
}
