// The demo accounts: the demo keeper (with their pets, orders, notifications and each
// capability's demo data), the administrators and the demo vet with their clinic. A user is
// created only when missing, and what belongs to them is added only by the call that created them.
import { eq } from 'drizzle-orm';
import type { RoleName } from '@contract/roles';
import type { Config } from '../../config';
import { CAPABILITIES } from '../../capabilities';
import { hashPassword } from '../../auth/passwordHash';
import { WELCOME_TYPE, welcomeNotification } from '../../notifications/welcomeNotification';
import { insertPet } from '../../pets/petService';
import type { Database } from '../openDatabase';
import { notifications, userRoles, users } from '../schema';
import { seedDemoCommerce } from './demoCommerce';
import { seedDemoClinics, seedDemoSharing } from './demoClinics';
import { seedDemoPets, type DemoPetsOptions } from './demoPets/seedDemoPets';
import { seedDemoVetQuestion } from './demoVetQuestion';

export type SeedConfig = Pick<
  Config,
  | 'demoEmail'
  | 'demoPassword'
  | 'adminEmail'
  | 'adminPassword'
  | 'superAdminEmail'
  | 'superAdminPassword'
  | 'vetEmail'
  | 'vetPassword'
  | 'seedExtraPath'
  | 'publicUrl'
  | 'billing'
>;

interface SeedUser {
  email: string;
  name: string;
  password: string;
  roles: RoleName[];
  /** The medical entity the clinic roles are held at; called only when the user is created. */
  medicalEntity?: () => Promise<number>;
  /** The roles held at the medical entity (default: all); the others are held at none. */
  clinicRoles?: RoleName[];
}

/**
 * Creates the user when missing and reports whether this call created it, so dependent demo data
 * (pets) is added exactly once even if the seed runs again or on two instances at once.
 */
async function seedUser(db: Database, user: SeedUser): Promise<number | undefined> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (existing.length > 0) return undefined;
  // Hashing is deliberately slow, so only pay for it when the account is really missing.
  const passwordHash = await hashPassword(user.password);
  const [created] = await db
    .insert(users)
    .values({ email: user.email, name: user.name, passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return undefined;
  const medicalEntityId = user.medicalEntity ? await user.medicalEntity() : null;
  const atClinic = (name: RoleName) => !user.clinicRoles || user.clinicRoles.includes(name);
  await db
    .insert(userRoles)
    .values(
      user.roles.map((name) => ({
        userId: created.id,
        name,
        medicalEntityId: atClinic(name) ? medicalEntityId : null,
      })),
    )
    .onConflictDoNothing();
  return created.id;
}

export async function seedAccounts(
  db: Database,
  config: SeedConfig,
  files: DemoPetsOptions,
): Promise<void> {
  const demoId = await seedUser(db, {
    email: config.demoEmail,
    name: 'Alex Morgan',
    password: config.demoPassword,
    roles: ['pet-keeper'],
  });
  if (demoId !== undefined) {
    await seedDemoPets(db, demoId, files);
    // Each capability's own demo data (its `demoSeed`, server/src/capabilities.ts), once the
    // pets it may refer to exist.
    for (const capability of CAPABILITIES) {
      await capability.demoSeed?.({ db, keeperId: demoId, now: files.now });
    }
    await seedDemoCommerce(db, demoId, config.billing, files.now);
    // So the demo's notification bell is not empty: the welcome (read) and a tip (unread).
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await db.insert(notifications).values([
      {
        userId: demoId,
        type: WELCOME_TYPE,
        data: welcomeNotification('Alex Morgan', 'en'),
        readAt: new Date(now - 2 * day),
        createdAt: new Date(now - 3 * day),
      },
      {
        userId: demoId,
        type: 'care_tip',
        data: {
          title: "Keep Biscuit's weight on track",
          body: 'Labradors love their food. Weigh Biscuit once a month and note it in his profile to spot changes early.',
          action_url: null,
        },
        createdAt: new Date(now - day),
      },
    ]);
  }
  await seedUser(db, {
    email: config.adminEmail,
    name: 'PetCare Admin',
    password: config.adminPassword,
    roles: ['admin'],
  });
  await seedUser(db, {
    email: config.superAdminEmail,
    name: 'PetCare Super Admin',
    password: config.superAdminPassword,
    roles: ['super-admin'],
  });
  // The demo vet is also a pet keeper (as many vets are), with a cat of their own: signing in
  // shows the keeper's app first, and the account menu switches to the vet area
  // (vet-sharing/README.md).
  const clinicId = await seedDemoClinics(db);
  const vetId = await seedUser(db, {
    email: config.vetEmail,
    name: 'Dr. Sam Rivera',
    password: config.vetPassword,
    roles: ['vet', 'pet-keeper'],
    clinicRoles: ['vet'],
    medicalEntity: async () => clinicId,
  });
  if (vetId !== undefined) {
    await insertPet(
      db,
      vetId,
      { name: 'Pepper', species: 'cat', sex: 'female', birth_date: '2019-05-02', weight_kg: 4.1 },
      { now: files.now, language: 'en' },
    );
  }
  await seedDemoSharing(db, {
    demoEmail: config.demoEmail,
    vetEmail: config.vetEmail,
    clinicId,
    now: files.now,
  });
  await seedDemoVetQuestion(db, {
    demoEmail: config.demoEmail,
    vetEmail: config.vetEmail,
    clinicId,
    now: files.now,
  });
}
