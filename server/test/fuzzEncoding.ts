// How the route fuzz writes values into a request: as URL text (query parameters, path
// segments, lone surrogates included) and as a multipart body.

/** Text forms of a value in a URL: a query parameter or a path segment. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? 'undefined';
}

/** encodeURIComponent that also carries lone surrogates (as their raw UTF-8 bytes would). */
function encodeText(text: string): string {
  return text
    .replace(/[\ud800-\udfff]/gu, '\ufffd')
    .replace(/[^A-Za-z0-9\-_.~]/gu, (c) => encodeURIComponent(c));
}

export const BOUNDARY = '----petcare-route-fuzz';

export function multipartOf(fields: Record<string, unknown>): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`, 'utf8');
}

/** A query string (without `?`); an array value repeats its parameter. */
export function queryOf(values: Record<string, unknown>): string {
  return Object.entries(values)
    .flatMap(([name, value]) =>
      Array.isArray(value) && value.length > 0
        ? value.map((item) => `${encodeText(name)}=${encodeText(asText(item))}`)
        : [`${encodeText(name)}=${encodeText(asText(value))}`],
    )
    .join('&');
}
