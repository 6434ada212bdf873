// Which embedded players and maps articles may show: the allow-list of iframe sources, a setting
// (GATSBY_EMBED_HOSTS) read by the site's HTML sanitiser at build time and by the server's
// Content-Security-Policy (frame-src), so a page frames exactly what its articles may embed.
//
// An entry is a host (`player.vimeo.com`: any https page of that host) or a host and a path
// prefix (`www.google.com/maps/embed`: that path and below it, never the rest of the host).

export interface EmbedSource {
  host: string;
  /** '' for the whole host; else a path starting with '/', matched on whole segments. */
  path: string;
}

/** Common video players and map embeds: what an editor pastes from a "share → embed" button. */
export const DEFAULT_EMBED_HOSTS = [
  'www.youtube.com/embed',
  'www.youtube-nocookie.com/embed',
  'player.vimeo.com/video',
  'www.dailymotion.com/embed',
  'geo.dailymotion.com/player.html',
  'embed.nicovideo.jp/watch',
  'www.google.com/maps/embed',
  'www.openstreetmap.org/export/embed.html',
] as const;

/** Hosts of video players ("Watch here" brings their player into view); maps are not videos. */
export const VIDEO_PLAYER_HOSTS: readonly string[] = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'geo.dailymotion.com',
  'embed.nicovideo.jp',
];

const HOST =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const PATH = /^(\/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)+\/?$/;

export interface ParsedEmbedHosts {
  sources: EmbedSource[];
  /** Entries that are not a host or host/path (ignored; worth a warning). */
  invalid: string[];
}

/**
 * GATSBY_EMBED_HOSTS: entries separated by commas or spaces; unset or blank means the defaults,
 * `none` means no embeds at all. A leading `https://` is accepted and ignored.
 */
export function parseEmbedHosts(value: string | undefined): ParsedEmbedHosts {
  const text = value?.trim() ?? '';
  const entries = text === '' ? [...DEFAULT_EMBED_HOSTS] : text.split(/[\s,]+/).filter(Boolean);
  if (entries.length === 1 && entries[0]!.toLowerCase() === 'none') {
    return { sources: [], invalid: [] };
  }
  const sources: EmbedSource[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const bare = entry.replace(/^https:\/\//i, '');
    const slash = bare.indexOf('/');
    const host = (slash < 0 ? bare : bare.slice(0, slash)).toLowerCase();
    const path = (slash < 0 ? '' : bare.slice(slash)).replace(/\/+$/, '');
    if (!HOST.test(host) || (path !== '' && !PATH.test(path))) {
      invalid.push(entry);
      continue;
    }
    if (!sources.some((s) => s.host === host && s.path === path)) sources.push({ host, path });
  }
  return { sources, invalid };
}

/** Whether an iframe may show this URL: https, an allowed host, inside its allowed path. */
export function isEmbedAllowed(src: string | null | undefined, sources: readonly EmbedSource[]) {
  if (!src) return false;
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return false; // relative or malformed: never embed
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') {
    return false;
  }
  return sources.some(
    (source) =>
      url.hostname === source.host &&
      (source.path === '' ||
        url.pathname === source.path ||
        url.pathname.startsWith(`${source.path}/`)),
  );
}

/**
 * CSP frame-src sources for the list. A source path without a trailing slash matches that exact
 * path only, so a path entry gives both forms: the path itself and everything below it.
 */
export function embedFrameSources(sources: readonly EmbedSource[]): string[] {
  const out = sources.flatMap((source) =>
    source.path === ''
      ? [`https://${source.host}`]
      : [`https://${source.host}${source.path}`, `https://${source.host}${source.path}/`],
  );
  return [...new Set(out)];
}

/** The origins of the list (Permissions-Policy delegates player features to origins). */
export function embedOrigins(sources: readonly EmbedSource[]): string[] {
  return [...new Set(sources.map((source) => `https://${source.host}`))];
}
