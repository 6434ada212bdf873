// The demo keeper's pets: Biscuit, a neutered male Labrador of about five,
// and Miso, a female British Shorthair — 12 to 18 months of weighings each on a realistic curve,
// visits (one with its invoice as a PDF), photo albums drawn at seed time, a lab result and a
// referral letter, vaccinations, medications, allergies, reminders (one overdue, the rest coming)
// and a saved diet plan for Biscuit. Dates are relative to the day of seeding. Runs only when
// the seed has just created the demo keeper, so it adds everything exactly once.
import { eq } from 'drizzle-orm';
import type { PetInput } from '@contract/schemas/pets';
import type { Database } from '../../openDatabase';
import { dietPlans } from '../../../diet-plan/dietPlanTables';
import { petDocuments } from '../../../pet-documents/documentTables';
import { petFileValues } from '../../../pet-files/petFileService';
import { petFiles } from '../../../pet-files/petFileTables';
import { albums, photos } from '../../../photo-gallery/photoTables';
import { insertPet } from '../../../pets/petService';
import { petWeights, pets } from '../../../pets/petTables';
import { isoDay } from '../../../pets/recordRules';
import { reminders } from '../../../reminders/reminderTables';
import { addMonths } from '../../../reminders/nextOccurrence';
import { seedDemoReminderChannels } from './demoReminderChannels';
import { seedDemoMedications } from '../../../medication-stock/demoMedications';
import type { FileStorage } from '../../../storage/FileStorage';
import { acceptUpload, type UploadDescriptor } from '../../../uploads/acceptUpload';
import type { UploadPolicyName } from '../../../uploads/uploadPolicies';
import { visitAttachments, visits } from '../../../visits/visitTables';
import { labReport, referralLetter, visitInvoice, type DemoLetterhead } from './demoDocuments';
import { demoPhoto, type DemoScene } from './demoImages';
import { seedDemoAssistant } from './seedDemoAssistant';

export interface DemoPetsOptions {
  now: Date;
  /** Where the demo's photos and PDFs go; without it (tests) the pets get no files. */
  storage?: FileStorage;
  /** Every upload stored, so the seed can delete them again if its transaction fails. */
  stored: UploadDescriptor[];
}

const DAY = 24 * 60 * 60 * 1000;

const CLINIC: DemoLetterhead = {
  clinic: 'Harbourside Veterinary Clinic',
  address: '12 Harbour Road, Port Town · +44 20 7946 0321 · hello@harbourside.vet',
};

function dates(now: Date) {
  return {
    daysAgo: (days: number) => isoDay(new Date(now.getTime() - days * DAY)),
    monthsAgo: (months: number) => isoDay(addMonths(now, -months)),
    at: (days: number, hour: number) => {
      const date = new Date(now.getTime() + days * DAY);
      date.setUTCHours(hour, 0, 0, 0);
      return date;
    },
  };
}

/** Monthly weighings along a curve (kg by month, oldest first; the last one this month). */
function weighings(now: Date, kilograms: readonly number[]) {
  const { monthsAgo } = dates(now);
  return kilograms.map((kg, index) => ({
    grams: Math.round(kg * 1000),
    measuredOn: monthsAgo(kilograms.length - 1 - index),
  }));
}

/** Makes the file (only when it will be stored: test servers seed without storage) and stores it. */
export async function stored(
  options: DemoPetsOptions,
  make: () => Promise<Buffer>,
  policy: UploadPolicyName,
  filename: string,
): Promise<UploadDescriptor | null> {
  if (!options.storage) return null;
  const upload = await acceptUpload(await make(), {
    policy,
    storage: options.storage,
    filename,
  });
  options.stored.push(upload);
  return upload;
}

export async function fileRow(db: Database, petId: number, upload: UploadDescriptor, now: Date) {
  const [row] = await db
    .insert(petFiles)
    .values(petFileValues(petId, upload, now))
    .returning();
  if (!row) throw new Error('demo file insert returned nothing');
  return row;
}

async function album(
  db: Database,
  options: DemoPetsOptions,
  petId: number,
  title: string,
  description: string | null,
  scenes: readonly (DemoScene & { caption: string | null; daysAgo: number })[],
): Promise<void> {
  const { now } = options;
  const [created] = await db
    .insert(albums)
    .values({ petId, title, description, createdAt: now, updatedAt: now })
    .returning({ id: albums.id });
  for (const [index, scene] of scenes.entries()) {
    const upload = await stored(
      options,
      () => demoPhoto(scene),
      'petPhoto',
      `IMG_${1040 + index}.jpg`,
    );
    if (!upload || !created) continue;
    const file = await fileRow(db, petId, upload, now);
    await db.insert(photos).values({
      albumId: created.id,
      fileId: file.id,
      caption: scene.caption,
      takenOn: dates(now).daysAgo(scene.daysAgo),
      createdAt: now,
    });
  }
}

/** The pet's profile photo: a file of its own (replacing it must not touch the albums). */
async function profilePhoto(
  db: Database,
  options: DemoPetsOptions,
  petId: number,
  scene: DemoScene,
): Promise<void> {
  const upload = await stored(options, () => demoPhoto(scene), 'petPhoto', 'profile.jpg');
  if (!upload) return;
  const file = await fileRow(db, petId, upload, options.now);
  await db.update(pets).set({ photoFileId: file.id }).where(eq(pets.id, petId));
}

async function document(
  db: Database,
  options: DemoPetsOptions,
  petId: number,
  pdf: () => Promise<Buffer>,
  record: {
    kind: 'lab_result' | 'referral';
    title: string;
    issuedOn: string;
    notes: string | null;
  },
  filename: string,
): Promise<void> {
  const upload = await stored(options, pdf, 'document', filename);
  if (!upload) return;
  const file = await fileRow(db, petId, upload, options.now);
  await db.insert(petDocuments).values({
    petId,
    ...record,
    fileId: file.id,
    createdAt: options.now,
    updatedAt: options.now,
  });
}

async function seedBiscuit(db: Database, userId: number, options: DemoPetsOptions) {
  const { now } = options;
  const { daysAgo, monthsAgo, at } = dates(now);
  const profile: PetInput = {
    name: 'Biscuit',
    species: 'dog',
    breed_code: 'labrador_retriever',
    sex: 'male',
    neutered: true,
    birth_date: monthsAgo(62),
    birth_date_is_estimate: true,
    colour: 'Yellow',
    microchip_number: '826098100123456',
    allergies: ['Chicken'],
    conditions: ['Mild hip dysplasia (left)'],
    medications: [
      {
        name: 'Carprofen',
        dose: '50 mg',
        frequency: 'Once a day with food',
        started_on: daysAgo(95),
        ends_on: null,
      },
      {
        name: 'Omega-3 joint supplement',
        dose: '1 capsule',
        frequency: 'Daily',
        started_on: daysAgo(95),
        ends_on: null,
      },
    ],
    vaccinations: [
      {
        name: 'DHPP booster',
        given_on: monthsAgo(10),
        next_due_on: isoDay(addMonths(now, 26)),
        batch_number: 'DH-44821',
        notes: null,
      },
      {
        name: 'Rabies',
        given_on: monthsAgo(10),
        next_due_on: isoDay(addMonths(now, 2)),
        batch_number: 'RB-22871',
        notes: 'No reaction.',
      },
      {
        name: 'Leptospirosis (L4)',
        given_on: monthsAgo(10),
        next_due_on: isoDay(addMonths(now, 2)),
        batch_number: 'L4-90312',
        notes: null,
      },
    ],
    insurance: { provider: 'Petplan', policy_number: 'PP-5527-1093', phone: '0800 072 7000' },
    home_clinic: {
      name: CLINIC.clinic,
      phone: '+44 20 7946 0321',
      address: '12 Harbour Road, Port Town',
      email: 'hello@harbourside.vet',
    },
  };
  const petId = await insertPet(db, userId, profile, {
    now: new Date(now.getTime() - 520 * DAY),
    language: 'en',
  });
  // Gained over the winter, then lost it on the diet plan.
  await db
    .insert(petWeights)
    .values(
      weighings(
        now,
        [
          34.6, 34.9, 35.3, 35.8, 36.1, 36.4, 36.2, 35.9, 35.5, 35.2, 34.8, 34.5, 34.3, 34.0, 33.8,
          33.7,
        ],
      ).map((entry) => ({ petId, ...entry, createdAt: now })),
    );

  const visitRows = await db
    .insert(visits)
    .values([
      {
        petId,
        visitedOn: monthsAgo(10),
        clinic: CLINIC.clinic,
        vetName: 'Dr. Sam Rivera',
        reason: 'Annual check-up and vaccinations',
        diagnosis: 'Healthy; body condition 6/9.',
        treatment: 'DHPP, rabies and leptospirosis vaccines.',
        costMinor: 14500,
        currency: 'GBP',
        notes: 'Advised to trim 2–3 kg over the next months.',
        createdAt: now,
        updatedAt: now,
      },
      {
        petId,
        visitedOn: daysAgo(100),
        clinic: CLINIC.clinic,
        vetName: 'Dr. Sam Rivera',
        reason: 'Stiff and limping on the left hind leg after walks',
        diagnosis: 'Mild hip dysplasia (left), confirmed on X-ray.',
        treatment: 'Carprofen 50 mg daily, joint supplement, weight loss, shorter walks.',
        costMinor: 32000,
        currency: 'GBP',
        notes: 'Referred to an orthopaedic specialist for a second opinion.',
        createdAt: now,
        updatedAt: now,
      },
      {
        petId,
        visitedOn: daysAgo(60),
        clinic: 'Northside Veterinary Referrals',
        vetName: 'Dr. Priya Shah',
        reason: 'Orthopaedic referral',
        diagnosis: 'Hip dysplasia grade 1; no surgery needed for now.',
        treatment: 'Continue medication and controlled exercise; hydrotherapy weekly.',
        costMinor: 27500,
        currency: 'GBP',
        notes: null,
        createdAt: now,
        updatedAt: now,
      },
      {
        petId,
        visitedOn: daysAgo(21),
        clinic: CLINIC.clinic,
        vetName: 'Dr. Sam Rivera',
        reason: 'Weight check and blood test on carprofen',
        diagnosis: 'Liver and kidney values normal.',
        treatment: null,
        costMinor: 9800,
        currency: 'GBP',
        notes: 'Good progress on the diet.',
        createdAt: now,
        updatedAt: now,
      },
    ])
    .returning({ id: visits.id, visitedOn: visits.visitedOn });

  const invoiceVisit = visitRows[1];
  const invoice = await stored(
    options,
    () =>
      visitInvoice(
        CLINIC,
        daysAgo(100),
        'Biscuit (Labrador Retriever)',
        [
          { item: 'Consultation', amount: '£48.00' },
          { item: 'Hip X-ray (2 views), sedation', amount: '£214.00' },
          { item: 'Carprofen 50 mg × 30', amount: '£38.00' },
          { item: 'Joint supplement × 60', amount: '£20.00' },
        ],
        '£320.00',
      ),
    'document',
    'Invoice-Harbourside.pdf',
  );
  if (invoice && invoiceVisit) {
    const file = await fileRow(db, petId, invoice, now);
    await db
      .insert(visitAttachments)
      .values({ visitId: invoiceVisit.id, fileId: file.id, createdAt: now });
  }

  await document(
    db,
    options,
    petId,
    () =>
      labReport(
        CLINIC,
        'Biscuit (canine, male neutered)',
        daysAgo(21),
        'Biochemistry panel',
        [
          { test: 'ALT', result: '48 U/L', range: '10–125' },
          { test: 'ALP', result: '96 U/L', range: '23–212' },
          { test: 'Creatinine', result: '98 µmol/L', range: '44–159' },
          { test: 'Urea', result: '6.1 mmol/L', range: '2.5–9.6' },
          { test: 'Total protein', result: '66 g/L', range: '52–82' },
          { test: 'Glucose', result: '5.4 mmol/L', range: '4.1–7.9' },
        ],
        'All values within reference ranges. Safe to continue carprofen; recheck in 6 months.',
      ),
    {
      kind: 'lab_result',
      title: 'Blood test on carprofen',
      issuedOn: daysAgo(21),
      notes: 'All normal.',
    },
    'Biochemistry-Biscuit.pdf',
  );
  await document(
    db,
    options,
    petId,
    () =>
      referralLetter(
        CLINIC,
        daysAgo(99),
        'Dr. Priya Shah, Orthopaedics, Northside Veterinary Referrals',
        [
          'Re: Biscuit, Labrador Retriever, male neutered, about 5 years old.',
          'Biscuit has shown intermittent stiffness and lameness of the left hind leg after exercise for about six weeks. Radiographs show mild changes consistent with hip dysplasia on the left.',
          'He has started carprofen 50 mg once daily and a weight-loss plan. I would be grateful for your opinion on further management.',
        ],
        'Dr. Sam Rivera',
      ),
    { kind: 'referral', title: 'Referral to orthopaedics', issuedOn: daysAgo(99), notes: null },
    'Referral-Biscuit.pdf',
  );

  await profilePhoto(db, options, petId, {
    sky: ['#a8d8ff', '#e9f6ff'],
    ground: '#7fb069',
    coat: '#e8c27a',
    animal: 'dog',
    x: 0.3,
    sun: true,
  });
  await album(db, options, petId, 'Beach days', 'Summer walks by the sea.', [
    {
      sky: ['#7fc8f8', '#dff3ff'],
      ground: '#f1d9a7',
      coat: '#e8c27a',
      animal: 'dog',
      x: 0.35,
      sun: true,
      caption: 'First swim of the year',
      daysAgo: 80,
    },
    {
      sky: ['#ffb88c', '#ffe5c2'],
      ground: '#e9cf9a',
      coat: '#e8c27a',
      animal: 'dog',
      x: 0.5,
      caption: 'Sunset zoomies',
      daysAgo: 78,
    },
    {
      sky: ['#9fd6ff', '#eef8ff'],
      ground: '#dcc48f',
      coat: '#e8c27a',
      animal: 'dog',
      x: 0.3,
      sun: true,
      caption: null,
      daysAgo: 45,
    },
  ]);
  await album(db, options, petId, 'At home', null, [
    {
      sky: ['#c9d6df', '#f0f4f7'],
      ground: '#9c7b5b',
      coat: '#e8c27a',
      animal: 'dog',
      x: 0.45,
      caption: 'Waiting for dinner',
      daysAgo: 12,
    },
  ]);

  await db.insert(reminders).values([
    {
      petId,
      kind: 'parasite',
      title: 'Heartworm tablet',
      dueAt: at(-3, 9),
      repeat: 'monthly',
      notes: 'With food.',
      createdAt: now,
      updatedAt: now,
    },
    {
      petId,
      kind: 'parasite',
      title: 'Flea and tick treatment',
      dueAt: at(5, 9),
      repeat: 'monthly',
      notes: null,
      createdAt: now,
      updatedAt: now,
    },
    {
      petId,
      kind: 'vaccination',
      title: 'Rabies and leptospirosis boosters',
      dueAt: at(61, 10),
      repeat: 'yearly',
      notes: 'Book at Harbourside.',
      createdAt: now,
      updatedAt: now,
    },
    {
      petId,
      kind: 'vet_visit',
      title: 'Blood test recheck (carprofen)',
      dueAt: at(160, 10),
      repeat: 'none',
      notes: null,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  await db.insert(dietPlans).values({
    petId,
    activity: 'normal',
    bodyConditionScore: 6,
    targetWeightGrams: 32_000,
    foodName: 'Adult light dry food',
    foodKcalPer100g: 338,
    foodKcalPerCup: 310,
    mealsPerDay: 2,
    pregnantOrLactating: false,
    updatedAt: now,
  });
}

async function seedMiso(db: Database, userId: number, options: DemoPetsOptions) {
  const { now } = options;
  const { daysAgo, monthsAgo, at } = dates(now);
  const petId = await insertPet(
    db,
    userId,
    {
      name: 'Miso',
      species: 'cat',
      breed_code: 'british_shorthair',
      sex: 'female',
      neutered: true,
      birth_date: monthsAgo(38),
      birth_date_is_estimate: false,
      colour: 'Blue',
      microchip_number: '826098100654321',
      allergies: [],
      conditions: [],
      medications: [],
      vaccinations: [
        {
          name: 'FVRCP booster',
          given_on: monthsAgo(11),
          next_due_on: isoDay(addMonths(now, 1)),
          batch_number: 'FV-10177',
          notes: null,
        },
      ],
      insurance: null,
      home_clinic: {
        name: CLINIC.clinic,
        phone: '+44 20 7946 0321',
        address: '12 Harbour Road, Port Town',
        email: 'hello@harbourside.vet',
      },
    },
    { now: new Date(now.getTime() - 510 * DAY), language: 'en' },
  );
  await db
    .insert(petWeights)
    .values(
      weighings(now, [4.1, 4.15, 4.2, 4.2, 4.3, 4.35, 4.4, 4.4, 4.5, 4.45, 4.5, 4.55, 4.6]).map(
        (entry) => ({ petId, ...entry, createdAt: now }),
      ),
    );
  await db.insert(visits).values([
    {
      petId,
      visitedOn: monthsAgo(11),
      clinic: CLINIC.clinic,
      vetName: 'Dr. Sam Rivera',
      reason: 'Annual check-up and FVRCP booster',
      diagnosis: 'Healthy.',
      treatment: 'FVRCP vaccine.',
      costMinor: 7200,
      currency: 'GBP',
      notes: null,
      createdAt: now,
      updatedAt: now,
    },
    {
      petId,
      visitedOn: daysAgo(34),
      clinic: CLINIC.clinic,
      vetName: 'Dr. Sam Rivera',
      reason: 'Straining in the litter tray',
      diagnosis: 'Mild cystitis; no crystals.',
      treatment: 'Pain relief for 5 days, more water (wet food, a fountain).',
      costMinor: 11800,
      currency: 'GBP',
      notes: 'Come back at once if she cannot pass urine.',
      createdAt: now,
      updatedAt: now,
    },
  ]);
  await document(
    db,
    options,
    petId,
    () =>
      labReport(
        CLINIC,
        'Miso (feline, female neutered)',
        daysAgo(34),
        'Urinalysis',
        [
          { test: 'Specific gravity', result: '1.052', range: '1.035–1.060' },
          { test: 'pH', result: '6.5', range: '6.0–7.0' },
          { test: 'Protein', result: 'Trace', range: 'Negative–trace' },
          { test: 'Blood', result: '2+', range: 'Negative', flag: 'H' },
          { test: 'Crystals', result: 'None seen', range: 'None' },
        ],
        'Blood in the urine without crystals or bacteria: consistent with idiopathic cystitis.',
      ),
    { kind: 'lab_result', title: 'Urinalysis', issuedOn: daysAgo(34), notes: null },
    'Urinalysis-Miso.pdf',
  );
  await profilePhoto(db, options, petId, {
    sky: ['#f6e7c8', '#fffaf0'],
    ground: '#a67c52',
    coat: '#8a96a3',
    animal: 'cat',
    x: 0.35,
  });
  await album(db, options, petId, 'Window naps', 'Her favourite sunny spots.', [
    {
      sky: ['#fdf0c4', '#fffaf0'],
      ground: '#b58b5e',
      coat: '#8a96a3',
      animal: 'cat',
      x: 0.4,
      sun: true,
      caption: 'Morning sun',
      daysAgo: 30,
    },
    {
      sky: ['#d7e3ef', '#f6f9fc'],
      ground: '#6f7d8c',
      coat: '#8a96a3',
      animal: 'cat',
      x: 0.55,
      caption: 'Guarding the sofa',
      daysAgo: 16,
    },
  ]);
  await db.insert(reminders).values([
    {
      petId,
      kind: 'vaccination',
      title: 'FVRCP booster',
      dueAt: at(24, 10),
      repeat: 'yearly',
      notes: null,
      createdAt: now,
      updatedAt: now,
    },
    {
      petId,
      kind: 'medication',
      title: 'Worming tablet',
      dueAt: at(40, 9),
      repeat: 'quarterly',
      notes: null,
      createdAt: now,
      updatedAt: now,
    },
  ]);
}

export async function seedDemoPets(
  db: Database,
  userId: number,
  options: DemoPetsOptions,
): Promise<void> {
  await seedBiscuit(db, userId, options);
  await seedMiso(db, userId, options);
  await seedDemoAssistant(db, userId, options);
  await seedDemoReminderChannels(db, userId, options.now);
  await seedDemoMedications(db, userId, options.now);
}
