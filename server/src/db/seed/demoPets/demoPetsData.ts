// The demo keeper's pets as data: Biscuit, a neutered male Labrador of about five, and Miso, a
// female British Shorthair — their profiles, 12 to 18 months of weighings on a realistic curve,
// visits (one with its invoice as a PDF), a lab result and a referral letter, photo albums,
// reminders (one overdue, the rest coming) and Biscuit's saved diet plan. Every date is relative
// to the day of seeding. seedDemoPets.ts stores them.
import type { PetInput } from '@contract/schemas/pets';
import type { dietPlans } from '../../../diet-plan/dietPlanTables';
import type { petDocuments } from '../../../pet-documents/documentTables';
import { isoDay } from '../../../pets/recordRules';
import { addMonths } from '../../../reminders/nextOccurrence';
import type { reminders } from '../../../reminders/reminderTables';
import type { visits } from '../../../visits/visitTables';
import { labReport, referralLetter, visitInvoice, type DemoLetterhead } from './demoDocuments';
import type { DemoScene } from './demoImages';

const DAY = 24 * 60 * 60 * 1000;

/** A row of the table as the demo writes it: the pet and the timestamps are the seed's. */
type Row<Insert, Omitted extends keyof Insert> = Omit<Insert, Omitted>;

export interface DemoDocument {
  pdf: () => Promise<Buffer>;
  record: Row<typeof petDocuments.$inferInsert, 'petId' | 'fileId' | 'createdAt' | 'updatedAt'> & {
    kind: 'lab_result' | 'referral';
  };
  filename: string;
}

export interface DemoAlbum {
  title: string;
  description: string | null;
  scenes: readonly (DemoScene & { caption: string | null; daysAgo: number })[];
}

export interface DemoPet {
  profile: PetInput;
  /** When the keeper added the pet. */
  createdDaysAgo: number;
  /** Monthly weighings, oldest first; the last one this month. */
  weightsKg: readonly number[];
  visits: Row<typeof visits.$inferInsert, 'petId' | 'createdAt' | 'updatedAt'>[];
  /** The invoice of one visit (by its place in `visits`), as a PDF attachment. */
  invoice?: { visit: number; pdf: () => Promise<Buffer>; filename: string };
  documents: DemoDocument[];
  profilePhoto: DemoScene;
  albums: DemoAlbum[];
  reminders: Row<typeof reminders.$inferInsert, 'petId' | 'createdAt' | 'updatedAt'>[];
  dietPlan?: Row<typeof dietPlans.$inferInsert, 'petId' | 'updatedAt'>;
}

export const DEMO_CLINIC: DemoLetterhead = {
  clinic: 'Harbourside Veterinary Clinic',
  address: '12 Harbour Road, Port Town · +44 20 7946 0321 · hello@harbourside.vet',
};

const HOME_CLINIC = {
  name: DEMO_CLINIC.clinic,
  phone: '+44 20 7946 0321',
  address: '12 Harbour Road, Port Town',
  email: 'hello@harbourside.vet',
};

export function demoDates(now: Date) {
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

export function biscuit(now: Date): DemoPet {
  const { daysAgo, monthsAgo, at } = demoDates(now);
  return {
    profile: {
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
      home_clinic: HOME_CLINIC,
    },
    createdDaysAgo: 520,
    // Gained over the winter, then lost it on the diet plan.
    weightsKg: [
      34.6, 34.9, 35.3, 35.8, 36.1, 36.4, 36.2, 35.9, 35.5, 35.2, 34.8, 34.5, 34.3, 34.0, 33.8,
      33.7,
    ],
    visits: [
      {
        visitedOn: monthsAgo(10),
        clinic: DEMO_CLINIC.clinic,
        vetName: 'Dr. Sam Rivera',
        reason: 'Annual check-up and vaccinations',
        diagnosis: 'Healthy; body condition 6/9.',
        treatment: 'DHPP, rabies and leptospirosis vaccines.',
        costMinor: 14500,
        currency: 'GBP',
        notes: 'Advised to trim 2–3 kg over the next months.',
      },
      {
        visitedOn: daysAgo(100),
        clinic: DEMO_CLINIC.clinic,
        vetName: 'Dr. Sam Rivera',
        reason: 'Stiff and limping on the left hind leg after walks',
        diagnosis: 'Mild hip dysplasia (left), confirmed on X-ray.',
        treatment: 'Carprofen 50 mg daily, joint supplement, weight loss, shorter walks.',
        costMinor: 32000,
        currency: 'GBP',
        notes: 'Referred to an orthopaedic specialist for a second opinion.',
      },
      {
        visitedOn: daysAgo(60),
        clinic: 'Northside Veterinary Referrals',
        vetName: 'Dr. Priya Shah',
        reason: 'Orthopaedic referral',
        diagnosis: 'Hip dysplasia grade 1; no surgery needed for now.',
        treatment: 'Continue medication and controlled exercise; hydrotherapy weekly.',
        costMinor: 27500,
        currency: 'GBP',
        notes: null,
      },
      {
        visitedOn: daysAgo(21),
        clinic: DEMO_CLINIC.clinic,
        vetName: 'Dr. Sam Rivera',
        reason: 'Weight check and blood test on carprofen',
        diagnosis: 'Liver and kidney values normal.',
        treatment: null,
        costMinor: 9800,
        currency: 'GBP',
        notes: 'Good progress on the diet.',
      },
    ],
    invoice: {
      visit: 1,
      pdf: () =>
        visitInvoice(
          DEMO_CLINIC,
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
      filename: 'Invoice-Harbourside.pdf',
    },
    documents: [
      {
        pdf: () =>
          labReport(
            DEMO_CLINIC,
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
        record: {
          kind: 'lab_result',
          title: 'Blood test on carprofen',
          issuedOn: daysAgo(21),
          notes: 'All normal.',
        },
        filename: 'Biochemistry-Biscuit.pdf',
      },
      {
        pdf: () =>
          referralLetter(
            DEMO_CLINIC,
            daysAgo(99),
            'Dr. Priya Shah, Orthopaedics, Northside Veterinary Referrals',
            [
              'Re: Biscuit, Labrador Retriever, male neutered, about 5 years old.',
              'Biscuit has shown intermittent stiffness and lameness of the left hind leg after exercise for about six weeks. Radiographs show mild changes consistent with hip dysplasia on the left.',
              'He has started carprofen 50 mg once daily and a weight-loss plan. I would be grateful for your opinion on further management.',
            ],
            'Dr. Sam Rivera',
          ),
        record: {
          kind: 'referral',
          title: 'Referral to orthopaedics',
          issuedOn: daysAgo(99),
          notes: null,
        },
        filename: 'Referral-Biscuit.pdf',
      },
    ],
    profilePhoto: {
      sky: ['#a8d8ff', '#e9f6ff'],
      ground: '#7fb069',
      coat: '#e8c27a',
      animal: 'dog',
      x: 0.3,
      sun: true,
    },
    albums: [
      {
        title: 'Beach days',
        description: 'Summer walks by the sea.',
        scenes: [
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
        ],
      },
      {
        title: 'At home',
        description: null,
        scenes: [
          {
            sky: ['#c9d6df', '#f0f4f7'],
            ground: '#9c7b5b',
            coat: '#e8c27a',
            animal: 'dog',
            x: 0.45,
            caption: 'Waiting for dinner',
            daysAgo: 12,
          },
        ],
      },
    ],
    reminders: [
      {
        kind: 'parasite',
        title: 'Heartworm tablet',
        dueAt: at(-3, 9),
        repeat: 'monthly',
        notes: 'With food.',
      },
      {
        kind: 'parasite',
        title: 'Flea and tick treatment',
        dueAt: at(5, 9),
        repeat: 'monthly',
        notes: null,
      },
      {
        kind: 'vaccination',
        title: 'Rabies and leptospirosis boosters',
        dueAt: at(61, 10),
        repeat: 'yearly',
        notes: 'Book at Harbourside.',
      },
      {
        kind: 'vet_visit',
        title: 'Blood test recheck (carprofen)',
        dueAt: at(160, 10),
        repeat: 'none',
        notes: null,
      },
    ],
    dietPlan: {
      activity: 'normal',
      bodyConditionScore: 6,
      targetWeightGrams: 32_000,
      foodName: 'Adult light dry food',
      foodKcalPer100g: 338,
      foodKcalPerCup: 310,
      mealsPerDay: 2,
      pregnantOrLactating: false,
    },
  };
}

export function miso(now: Date): DemoPet {
  const { daysAgo, monthsAgo, at } = demoDates(now);
  return {
    profile: {
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
      home_clinic: HOME_CLINIC,
    },
    createdDaysAgo: 510,
    weightsKg: [4.1, 4.15, 4.2, 4.2, 4.3, 4.35, 4.4, 4.4, 4.5, 4.45, 4.5, 4.55, 4.6],
    visits: [
      {
        visitedOn: monthsAgo(11),
        clinic: DEMO_CLINIC.clinic,
        vetName: 'Dr. Sam Rivera',
        reason: 'Annual check-up and FVRCP booster',
        diagnosis: 'Healthy.',
        treatment: 'FVRCP vaccine.',
        costMinor: 7200,
        currency: 'GBP',
        notes: null,
      },
      {
        visitedOn: daysAgo(34),
        clinic: DEMO_CLINIC.clinic,
        vetName: 'Dr. Sam Rivera',
        reason: 'Straining in the litter tray',
        diagnosis: 'Mild cystitis; no crystals.',
        treatment: 'Pain relief for 5 days, more water (wet food, a fountain).',
        costMinor: 11800,
        currency: 'GBP',
        notes: 'Come back at once if she cannot pass urine.',
      },
    ],
    documents: [
      {
        pdf: () =>
          labReport(
            DEMO_CLINIC,
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
        record: { kind: 'lab_result', title: 'Urinalysis', issuedOn: daysAgo(34), notes: null },
        filename: 'Urinalysis-Miso.pdf',
      },
    ],
    profilePhoto: {
      sky: ['#f6e7c8', '#fffaf0'],
      ground: '#a67c52',
      coat: '#8a96a3',
      animal: 'cat',
      x: 0.35,
    },
    albums: [
      {
        title: 'Window naps',
        description: 'Her favourite sunny spots.',
        scenes: [
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
        ],
      },
    ],
    reminders: [
      {
        kind: 'vaccination',
        title: 'FVRCP booster',
        dueAt: at(24, 10),
        repeat: 'yearly',
        notes: null,
      },
      {
        kind: 'medication',
        title: 'Worming tablet',
        dueAt: at(40, 9),
        repeat: 'quarterly',
        notes: null,
      },
    ],
  };
}
