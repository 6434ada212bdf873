// The accounts the seed creates (the demo keeper, the admins, the vet) and the extra seed file:
// their settings, as config.ts composes them. Passwords are used only when an account is created.
import path from 'node:path';
import { parseEmail, parsePassword, read, type ConfigVariable, type Env } from '../../configValues';

export interface SeedAccountsConfig {
  demoEmail: string;
  demoPassword: string;
  adminEmail: string;
  adminPassword: string;
  superAdminEmail: string;
  superAdminPassword: string;
  vetEmail: string;
  vetPassword: string;
  /** JSON file of extra news posts to seed (see db/seed/seedExtra.ts); e2e uses it. */
  seedExtraPath: string | undefined;
}

export const SEED_ACCOUNTS_CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'DEMO_EMAIL',
    default: 'demo@petcare.local',
    description: 'E-mail of the seeded demo pet keeper.',
  },
  {
    name: 'DEMO_PASSWORD',
    default: 'petcare-demo-2026',
    description: 'Password of the seeded demo pet keeper (only used when the account is created).',
  },
  {
    name: 'ADMIN_EMAIL',
    default: 'admin@petcare.local',
    description: 'E-mail of the seeded admin user.',
  },
  {
    name: 'ADMIN_PASSWORD',
    default: 'petcare-admin-2026',
    description: 'Password of the seeded admin (only used when the account is created).',
  },
  {
    name: 'SUPER_ADMIN_EMAIL',
    default: 'superadmin@petcare.local',
    description: 'E-mail of the seeded super-admin user.',
  },
  {
    name: 'SUPER_ADMIN_PASSWORD',
    default: 'petcare-super-2026',
    description: 'Password of the seeded super-admin (only used when the account is created).',
  },
  {
    name: 'VET_EMAIL',
    default: 'vet@petcare.local',
    description: 'E-mail of the seeded vet, who works for the seeded clinic (a medical entity).',
  },
  {
    name: 'VET_PASSWORD',
    default: 'petcare-vet-2026',
    description: 'Password of the seeded vet (only used when the account is created).',
  },
  {
    name: 'PETCARE_SEED_EXTRA',
    default: '(unset)',
    description: 'Path to a JSON file {"news": [...]} of extra news posts to seed (used by e2e).',
  },
];

export function readSeedAccountsConfig(env: Env): SeedAccountsConfig {
  const seedExtra = read(env, 'PETCARE_SEED_EXTRA');
  return {
    demoEmail: parseEmail(env, 'DEMO_EMAIL', 'demo@petcare.local'),
    demoPassword: parsePassword(env, 'DEMO_PASSWORD', 'petcare-demo-2026'),
    adminEmail: parseEmail(env, 'ADMIN_EMAIL', 'admin@petcare.local'),
    adminPassword: parsePassword(env, 'ADMIN_PASSWORD', 'petcare-admin-2026'),
    superAdminEmail: parseEmail(env, 'SUPER_ADMIN_EMAIL', 'superadmin@petcare.local'),
    superAdminPassword: parsePassword(env, 'SUPER_ADMIN_PASSWORD', 'petcare-super-2026'),
    vetEmail: parseEmail(env, 'VET_EMAIL', 'vet@petcare.local'),
    vetPassword: parsePassword(env, 'VET_PASSWORD', 'petcare-vet-2026'),
    seedExtraPath: seedExtra === undefined ? undefined : path.resolve(seedExtra),
  };
}
