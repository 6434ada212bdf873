// The admin audit log's closed sets: what an admin did (action) and to what kind of record
// (target type). Plain values so the admin screens can offer them as filters.

export const AUDIT_ACTIONS = [
  'content.create',
  'content.update',
  'content.publish',
  'content.unpublish',
  'content_image.upload',
  'redirect.create',
  'redirect.update',
  'redirect.delete',
  'user.disable',
  'user.enable',
  'user.grant_admin',
  'user.revoke_admin',
  'affiliate.accept',
  'affiliate.decline',
  'order.refund',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'news',
  'faq',
  'care_item',
  'city',
  'page',
  'promo_pack',
  'content_image',
  'redirect',
  'user',
  'affiliate_application',
  'order',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}
