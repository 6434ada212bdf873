// Hosts whose embedded video players articles may show. The web side's sanitiser keeps an iframe
// only when its https URL is on one of these hosts (exact match); the server's Content-Security-
// Policy lets pages frame exactly these (frame-src) and delegates video features to them.
export const VIDEO_EMBED_HOSTS: readonly string[] = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
];
