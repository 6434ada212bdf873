import type { DocumentKind } from '@contract/schemas/petDocuments';
import type { AppIconName } from '../../ui/icons/AppIcon';

/** Every kind of the contract with its picture (the Record must name them all). */
export const DOCUMENT_KIND_ICONS: Readonly<Record<DocumentKind, AppIconName>> = {
  lab_result: 'lucide:flask-conical',
  referral: 'lucide:mail',
  other: 'lucide:file-text',
};

export const DOCUMENT_KINDS = Object.keys(DOCUMENT_KIND_ICONS) as DocumentKind[];
