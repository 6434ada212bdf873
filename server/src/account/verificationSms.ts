import type { Language } from '@contract/preferences';

/** The verification text in the user's language. */
export function verificationSmsText(code: string, language: Language): string {
  return language === 'jp'
    ? `【PetCare】認証コード：${code}（有効期限10分）。このコードは誰にも教えないでください。`
    : `Your PetCare verification code is ${code}. It expires in 10 minutes. Never share it.`;
}
