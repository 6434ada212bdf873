import type { Cart, PriceList } from '@contract/schemas/billing';
import type {
  HealthReport,
  HealthReportAllowance,
  HealthReportAllowanceResponse,
  HealthReportBody,
  HealthReportList,
  HealthReportResponse,
} from '@contract/schemas/healthReport';
import type { HttpClient } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/** The AI health reports of a pet (contract/schemas/healthReport.ts) and what buying one takes. */
export function createHealthReportApi(http: HttpClient) {
  return {
    list: async (petId: string) =>
      (await http.get<HealthReportList>(`keeper/pets/${segment(petId)}/reports`)).data,
    /** Premium includes reports; otherwise the reports bought for the pet and not used yet. */
    allowance: async (petId: string): Promise<HealthReportAllowance> =>
      (
        await http.get<HealthReportAllowanceResponse>(
          `keeper/pets/${segment(petId)}/reports/allowance`,
        )
      ).data,
    /** 402 for a pet without Premium and without a bought report; 429 past the daily limit. */
    create: async (petId: string, body: HealthReportBody): Promise<HealthReport> =>
      (await http.post<HealthReportResponse>(`keeper/pets/${segment(petId)}/reports`, body)).data,
    remove: (id: string) => http.delete<void>(`keeper/reports/${segment(id)}`),
    /** The keeper's prices (their currency and tax rule), for the price of one report. */
    prices: async (): Promise<PriceList> =>
      (await http.get<{ data: PriceList }>('billing/prices')).data,
    /** One report for the pet into the cart (contract/schemas/billing.ts); paid, it becomes a credit. */
    addToCart: async (petId: string): Promise<void> => {
      await http.post<{ data: Cart }>('keeper/cart/lines', {
        kind: 'health_report',
        pet_id: petId,
        quantity: 1,
      });
    },
  };
}

export type HealthReportApi = ReturnType<typeof createHealthReportApi>;
