// The notification a keeper gets when a vet adds a visit note, a result or a referral to a pet
// shared with their clinic, written in the keeper's language. Its link opens the pet's page where
// the record is (the app makes that pet the current one).
import type { Language } from '@contract/preferences';
import type { NotificationData } from '@contract/schemas/notifications';
import type { DocumentKind } from '@contract/schemas/petDocuments';

export const VET_RECORD_NOTIFICATION_TYPE = 'vet_record_added';

export type VetRecordKind = 'visit' | DocumentKind;

export interface VetRecord {
  kind: VetRecordKind;
  petId: number;
  petName: string;
  clinicName: string;
  /** The visit's reason or the document's title. */
  title: string;
}

const WHAT: Readonly<Record<Language, Record<VetRecordKind, string>>> = {
  en: {
    visit: 'a visit note',
    referral: 'a referral',
    lab_result: 'a result',
    other: 'a document',
  },
  jp: {
    visit: '診察メモ',
    referral: '紹介状',
    lab_result: '検査結果',
    other: '書類',
  },
};

/** Where the keeper reads the record (pet-profile routes of the app). */
export function vetRecordPath(kind: VetRecordKind, petId: number): string {
  const page = kind === 'visit' ? '/pet-profile/visits/' : '/results-and-referrals/';
  return `${page}?pet=${petId}`;
}

export function vetRecordNotification(record: VetRecord, language: Language): NotificationData {
  const what = WHAT[language][record.kind];
  const action_url = vetRecordPath(record.kind, record.petId);
  if (language === 'jp') {
    return {
      title: `${record.clinicName}が${record.petName}の${what}を追加しました`,
      body: `「${record.title}」。${record.petName}のページで確認できます。`,
      action_url,
    };
  }
  return {
    title: `${record.clinicName} added ${what} for ${record.petName}`,
    body: `“${record.title}”. Read it on ${record.petName}'s page.`,
    action_url,
  };
}
