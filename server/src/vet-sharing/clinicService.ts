// Clinics (medical entities) as keepers find them to share a pet: by name, city or address.
import { asc, eq } from 'drizzle-orm';
import type { Clinic } from '@contract/schemas/vets';
import type { HomeClinic } from '@contract/schemas/pets';
import { PET_TEXT } from '@contract/pets/petLimits';
import type { Database } from '../db/openDatabase';
import { medicalEntities } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { matchEveryWord } from './searchTerms';

export const CLINIC_NOT_FOUND = 'Clinic not found.';
/** A search shows at most this many clinics (the keeper narrows it by typing). */
export const CLINIC_LIST_MAX = 50;

export type ClinicRow = typeof medicalEntities.$inferSelect;

export function clinicView(row: ClinicRow): Clinic {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    phone: row.phone,
    email: row.email,
  };
}

export async function listClinics(db: Database, search?: string): Promise<Clinic[]> {
  const rows = await db
    .select()
    .from(medicalEntities)
    .where(
      matchEveryWord(search, [medicalEntities.name, medicalEntities.city, medicalEntities.address]),
    )
    .orderBy(asc(medicalEntities.name), asc(medicalEntities.id))
    .limit(CLINIC_LIST_MAX);
  return rows.map(clinicView);
}

export async function findClinic(db: Database, id: number): Promise<ClinicRow> {
  const [row] = await db.select().from(medicalEntities).where(eq(medicalEntities.id, id));
  if (!row) throw new NotFoundError(CLINIC_NOT_FOUND);
  return row;
}

const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/** The clinic as a pet's home clinic (the pets contract's free-text record). */
export function homeClinicOf(clinic: ClinicRow): HomeClinic {
  const address = [clinic.address, clinic.city].filter((part) => part).join(', ');
  return {
    name: clinic.name.slice(0, PET_TEXT.clinicName),
    phone: cut(clinic.phone, PET_TEXT.phone),
    address: cut(address === '' ? null : address, PET_TEXT.address),
    email: cut(clinic.email, PET_TEXT.email),
  };
}
