// The mark a vet leaves on a visit or document they add to a shared pet's records: written with
// the record, shown to the keeper ("added by <clinic>"), and the reason the keeper may delete such
// a record but not change it.
import type { AddedBy } from '@contract/schemas/vets';
import type { Database } from '../db/openDatabase';
import { HttpError } from '../errors/HttpError';

/** The clinic and vet a record is added for (the vet's request, verified). */
export interface AddedByInput {
  clinicId: number;
  clinicName: string;
  vetUserId: number;
  vetName: string;
}

/** What a service calls in the transaction that adds the record (the keeper's notification). */
export type AfterInsert<T> = (tx: Database, record: T) => Promise<void>;

/** The options of a record added by a vet; absent when the keeper adds it. */
export interface AddedByOptions<T> {
  addedBy?: AddedByInput;
  afterInsert?: AfterInsert<T>;
}

interface AddedByRow {
  addedByMedicalEntityId: number | null;
  addedByUserId: number | null;
  addedByClinicName: string | null;
  addedByVetName: string | null;
}

export function addedByValues(input: AddedByInput | undefined): AddedByRow {
  return {
    addedByMedicalEntityId: input?.clinicId ?? null,
    addedByUserId: input?.vetUserId ?? null,
    addedByClinicName: input?.clinicName ?? null,
    addedByVetName: input?.vetName ?? null,
  };
}

export function addedByView(row: AddedByRow): AddedBy | null {
  if (row.addedByClinicName === null) return null;
  return {
    clinic_id: row.addedByMedicalEntityId,
    clinic_name: row.addedByClinicName,
    vet_name: row.addedByVetName,
  };
}

/** A record a clinic added stays as the clinic wrote it: the keeper may delete it, not edit it. */
export function assertKeeperMayEdit(row: AddedByRow): void {
  if (row.addedByClinicName === null) return;
  throw new HttpError(
    403,
    `${row.addedByClinicName} added this record, so it cannot be changed. You can delete it.`,
  );
}
