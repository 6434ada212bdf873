import type { AuditTargetType } from '@contract/adminAudit';
import type { ContentKind, ContentView } from '../adminApi';

/** What the audit log calls each content kind (its history link filters by it). */
export const KIND_AUDIT_TYPES: Record<ContentKind, AuditTargetType> = {
  news: 'news',
  faq: 'faq',
  'care-items': 'care_item',
  cities: 'city',
  pages: 'page',
  'promo-packs': 'promo_pack',
};

/** How a record is named in lists and headings: its title, question or name. */
export function contentTitle(kind: ContentKind, view: ContentView): string {
  const record = view as unknown as Record<string, unknown>;
  if (kind === 'promo-packs')
    return String((record.title as { en?: string } | undefined)?.en ?? '');
  return String(record.title ?? record.question ?? record.name ?? record.slug ?? '');
}
