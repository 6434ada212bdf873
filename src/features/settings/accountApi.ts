import type { BillingData, ProfileBody } from '@contract/schemas/account';
import type { MessageResponse, Preferences, User } from '@contract/schemas/auth';
import type { HttpClient, RequestOptions } from '../../http/httpClient';
import type { JapaneseAddress } from '@contract/schemas/postalCodes';

/**
 * The signed-in user's own account: profile, phone verification, billing data (with the postal
 * code lookup of Japanese addresses), preferences.
 */
export function createAccountApi(http: HttpClient) {
  return {
    updateProfile: async (body: ProfileBody) =>
      (await http.post<{ data: User }>('account/profile', body)).data,
    sendVerificationSms: (phoneNumber?: string) =>
      http.post<MessageResponse>(
        'send-verification-sms',
        phoneNumber ? { phone_number: phoneNumber } : {},
      ),
    verifyPhoneNumber: async (code: string) =>
      (await http.post<{ data: User }>('verify-phone-number', { code })).data,
    billingData: async (options?: RequestOptions) =>
      (await http.get<{ data: BillingData | null }>('account/billing-data', options)).data,
    saveBillingData: async (body: BillingData) =>
      (await http.post<{ data: BillingData }>('account/billing-data', body)).data,
    /** Places of a Japanese postal code (server/src/postal-codes); the caller handles failures. */
    lookupPostalCode: async (code: string, signal?: AbortSignal) =>
      (
        await http.get<{ data: JapaneseAddress[] }>(`postal-codes/jp/${encodeURIComponent(code)}`, {
          signal,
          notify: false,
        })
      ).data,
    preferences: async () => (await http.get<{ data: Preferences }>('account/preferences')).data,
    savePreferences: async (body: Preferences) =>
      (await http.post<{ data: Preferences }>('account/preferences', body)).data,
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
