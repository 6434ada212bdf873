// The demo's clinics (medical entities) and sharing: a few clinics keepers can find,
// Harbourside (the demo vet's clinic, the demo pets' home clinic), and the demo keeper's Biscuit
// shared with Harbourside with some scopes, so the demo vet has a patient. Idempotent and
// non-destructive like the rest of the seed: a clinic is added when none has its name; the share
// is added once (a keeper who stopped it keeps it stopped) with a visit note from the clinic.
import { and, eq } from 'drizzle-orm';
import type { ShareScope } from '@contract/shareScopes';
import type { Database } from '../openDatabase';
import { medicalEntities, users } from '../schema';
import { pets } from '../../pets/petTables';
import { isoDay } from '../../pets/recordRules';
import { petShares } from '../../vet-sharing/vetSharingTables';
import { visits } from '../../visits/visitTables';

/** The demo clinic the seeded vet works for (a medical entity). */
export const DEMO_CLINIC_NAME = 'Harbourside Veterinary Clinic';

type NewClinic = typeof medicalEntities.$inferInsert;

export const DEMO_CLINICS: readonly NewClinic[] = [
  {
    name: DEMO_CLINIC_NAME,
    address: '12 Harbour Road',
    city: 'Port Town',
    phone: '+44 20 7946 0321',
    email: 'hello@harbourside.vet',
  },
  {
    name: 'Primrose Paws Veterinary Surgery',
    address: '27 Regent’s Park Road, NW1',
    city: 'London',
    phone: '020 7946 0321',
    email: null,
  },
  {
    name: 'Northern Quarter Veterinary Practice',
    address: '41 Oldham Street, M1',
    city: 'Manchester',
    phone: '0161 496 0412',
    email: null,
  },
  {
    name: 'Hudson & Bleecker Animal Clinic',
    address: '318 Bleecker Street',
    city: 'New York',
    phone: '+1 212 555 0147',
    email: null,
  },
  {
    name: 'さくら動物病院',
    address: '神宮前2-3-1',
    city: '東京都渋谷区',
    phone: '03-5555-0123',
    email: null,
  },
];

/** What Biscuit's keeper shares with Harbourside in the demo (not the photo analyses). */
export const DEMO_SHARE_SCOPES: readonly ShareScope[] = [
  'profile',
  'weight',
  'visits',
  'results',
  'triage_threads',
];

/** The demo clinics, added when missing; returns Harbourside's id. */
export async function seedDemoClinics(db: Database): Promise<number> {
  let harbourside: number | undefined;
  for (const clinic of DEMO_CLINICS) {
    const [existing] = await db
      .select({ id: medicalEntities.id })
      .from(medicalEntities)
      .where(eq(medicalEntities.name, clinic.name))
      .limit(1);
    const id =
      existing?.id ??
      (await db.insert(medicalEntities).values(clinic).returning({ id: medicalEntities.id }))[0]
        ?.id;
    if (id === undefined) throw new Error(`could not create the clinic ${clinic.name}`);
    if (clinic.name === DEMO_CLINIC_NAME) harbourside = id;
  }
  if (harbourside === undefined) throw new Error('the demo clinic is missing');
  return harbourside;
}

export interface DemoSharing {
  demoEmail: string;
  vetEmail: string;
  clinicId: number;
  now: Date;
}

/**
 * Shares the demo keeper's Biscuit with Harbourside, once: with a visit note the demo vet added
 * through the vet area (so the keeper's visits show "added by Harbourside").
 */
export async function seedDemoSharing(db: Database, demo: DemoSharing): Promise<void> {
  const [biscuit] = await db
    .select({ id: pets.id })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.userId))
    .where(and(eq(users.email, demo.demoEmail), eq(pets.name, 'Biscuit')))
    .limit(1);
  if (!biscuit) return;
  const sharedAt = new Date(demo.now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const created = await db
    .insert(petShares)
    .values({
      petId: biscuit.id,
      medicalEntityId: demo.clinicId,
      scopes: [...DEMO_SHARE_SCOPES],
      sharedAt,
      createdAt: sharedAt,
      updatedAt: sharedAt,
    })
    .onConflictDoNothing()
    .returning({ id: petShares.id });
  if (created.length === 0) return;
  const [vet] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, demo.vetEmail));
  const notedAt = new Date(demo.now.getTime() - 3 * 24 * 60 * 60 * 1000);
  await db.insert(visits).values({
    petId: biscuit.id,
    visitedOn: isoDay(notedAt),
    clinic: DEMO_CLINIC_NAME,
    vetName: vet?.name ?? null,
    reason: 'Phone follow-up on the hip and the diet',
    diagnosis: 'Walking comfortably; weight going down as planned.',
    treatment: 'Carry on with carprofen 50 mg daily and the joint supplement.',
    notes: 'Book a weight check in four weeks. Call us if the limp comes back.',
    addedByMedicalEntityId: demo.clinicId,
    addedByUserId: vet?.id ?? null,
    addedByClinicName: DEMO_CLINIC_NAME,
    addedByVetName: vet?.name ?? null,
    createdAt: notedAt,
    updatedAt: notedAt,
  });
}
