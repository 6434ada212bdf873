// Editorial state of news, FAQ, care places and pages: only published content is public, and
// status changes only through the publish and unpublish actions.

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
