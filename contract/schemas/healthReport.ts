// The AI health report (server/src/health-report/README.md): a PDF the server makes from the pet's
// records, in the keeper's language, downloaded through its FileRef's signed URL.
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from '../preferences';
import { StringEnum } from './common';
import { DataOf, FileRef, ListOf, Timestamp } from './pets';

export const ReportLanguage = StringEnum(LANGUAGES);

export const HealthReport = Type.Object(
  {
    id: Type.String(),
    pet_id: Type.String(),
    language: ReportLanguage,
    status: StringEnum(['ready'] as const),
    file: FileRef,
    pages: Type.Integer({ minimum: 1 }),
    created_at: Timestamp,
  },
  { title: 'HealthReport' },
);
export type HealthReport = Static<typeof HealthReport>;

export const HealthReportBody = Type.Object(
  {
    language: Type.Optional(ReportLanguage),
  },
  {
    title: 'HealthReportBody',
    additionalProperties: false,
    description: "language: default the keeper's preferred language.",
  },
);
export type HealthReportBody = Static<typeof HealthReportBody>;

export const HealthReportAllowance = Type.Object(
  {
    included: Type.Boolean({
      description: "The pet's Premium plan includes reports (within the daily limit).",
    }),
    credits: Type.Integer({
      minimum: 0,
      description: 'Reports bought for this pet (cart item health_report) and not used yet.',
    }),
    can_create: Type.Boolean({ description: 'included, or at least one credit.' }),
  },
  {
    title: 'HealthReportAllowance',
    description:
      'What creating a report needs: a pet without Premium spends one bought report per report; without one the create call answers 402.',
  },
);
export type HealthReportAllowance = Static<typeof HealthReportAllowance>;

export const HealthReportResponse = DataOf(HealthReport, 'HealthReportResponse');
export type HealthReportResponse = Static<typeof HealthReportResponse>;
export const HealthReportList = ListOf(HealthReport, 'HealthReportList', 'Newest first.');
export type HealthReportList = Static<typeof HealthReportList>;
export const HealthReportAllowanceResponse = DataOf(
  HealthReportAllowance,
  'HealthReportAllowanceResponse',
);
export type HealthReportAllowanceResponse = Static<typeof HealthReportAllowanceResponse>;
