// The account types of the API contract (server/src/auth exports the same shapes as TypeBox
// schemas; these mirror them for the browser).

export const ROLE_NAMES = ['admin', 'super-admin', 'vet', 'pet-keeper'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export interface Role {
  name: RoleName;
  /** The clinic a vet (or admin) works for; sent as X-Medical-Entity-ID while selected. */
  medical_entity_id: number | null;
}

export const LANGUAGES = ['en', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export interface Preferences {
  language: Language;
  weight_unit: WeightUnit;
}

export interface User {
  id: string;
  name: string;
  email: string;
  phone_number: string | null;
  has_subscription: boolean;
  is_verified_phone_number: boolean;
  roles: Role[];
  preferences: Preferences;
  created_at: string;
  /** Comes with the affiliate programme; absent means the rules are not accepted yet. */
  has_accepted_affiliate_program_rules?: boolean;
}

export interface AuthResponse {
  token: string;
  user: User;
}

export const AUTH_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/** spec.md section 4: 'email' or a provider. */
export type LoginMethod = 'email' | AuthProvider;

export function isAuthProvider(value: unknown): value is AuthProvider {
  return typeof value === 'string' && (AUTH_PROVIDERS as readonly string[]).includes(value);
}

export function isRole(value: unknown): value is Role {
  if (typeof value !== 'object' || value === null) return false;
  const { name, medical_entity_id: entity } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    (ROLE_NAMES as readonly string[]).includes(name) &&
    (entity === null || entity === undefined || typeof entity === 'number')
  );
}

/** Same role: same name and same medical entity (null and absent are the same). */
export function sameRole(a: Role, b: Role): boolean {
  return a.name === b.name && (a.medical_entity_id ?? null) === (b.medical_entity_id ?? null);
}
