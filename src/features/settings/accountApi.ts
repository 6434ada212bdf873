import type { BillingData, ProfileBody } from '@contract/schemas/account';
import type { MessageResponse, Preferences, User } from '@contract/schemas/auth';
import type { HttpClient } from '../../api/httpClient';

/** The signed-in user's own account: profile, phone verification, billing data, preferences. */
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
    billingData: async () =>
      (await http.get<{ data: BillingData | null }>('account/billing-data')).data,
    saveBillingData: async (body: BillingData) =>
      (await http.post<{ data: BillingData }>('account/billing-data', body)).data,
    preferences: async () => (await http.get<{ data: Preferences }>('account/preferences')).data,
    savePreferences: async (body: Preferences) =>
      (await http.post<{ data: Preferences }>('account/preferences', body)).data,
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
