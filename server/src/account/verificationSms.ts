import type { Language } from '@contract/preferences';

/** The verification text in the user's language. */
export function verificationSmsText(code: string, language: Language): string {
  return language === 'jp'
    ? `PetCare の確認コード: ${code}（10分間有効）。このコードを他の人に教えないでください。`
    : `Your PetCare verification code is ${code}. It expires in 10 minutes. Never share it.`;
}
