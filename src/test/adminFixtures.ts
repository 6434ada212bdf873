import type { AuditEntry } from '@contract/schemas/adminAudit';
import type { AdminNews } from '@contract/schemas/adminContent';
import type { AdminUserDetail } from '@contract/schemas/adminUsers';
import type { SiteBuild } from '@contract/schemas/siteBuild';
import type { ApiRoutes } from './fakeApi';
import { makeUser } from './fixtures';

// What the admin console's tests (src/features/admin) answer for.

export const ADMIN_USER = makeUser({
  id: '0b7f1f8e-6a2c-4f6e-9a51-1c2d3e4f5a6b',
  name: 'PetCare Admin',
  email: 'admin@petcare.local',
  roles: [{ name: 'admin', medical_entity_id: null }],
});

export const SUPER_ADMIN_USER = makeUser({
  id: '1c8e2f9f-7b3d-4a7f-8b62-2d3e4f5a6b7c',
  name: 'PetCare Super Admin',
  email: 'superadmin@petcare.local',
  roles: [{ name: 'super-admin', medical_entity_id: null }],
});

export function makeNews(overrides: Partial<AdminNews> = {}): AdminNews {
  return {
    id: 7,
    status: 'draft',
    published_at: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    key: 'winter-paws',
    locale: 'en',
    slug: 'winter-paws',
    title: 'Winter paws',
    excerpt: 'Salt and ice crack pads.',
    body_html: '<p>Rinse paws after every walk.</p>',
    category: 'Seasonal care',
    cover_image: null,
    reading_minutes: 2,
    ...overrides,
  };
}

export function makeSiteBuild(overrides: Partial<SiteBuild> = {}): SiteBuild {
  return {
    status: 'idle',
    mode: 'local',
    attempts: 0,
    next_retry_at: null,
    last_build: { id: 'build-41', duration_ms: 31_000, finished_at: '2026-11-20T09:00:00.000Z' },
    last_error: null,
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function makeUserDetail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    name: 'Jordan Keeper',
    email: 'jordan@example.com',
    roles: [{ name: 'pet-keeper', medical_entity_id: null }],
    status: 'active',
    created_at: '2026-10-01T09:00:00.000Z',
    last_active_at: '2026-11-22T10:00:00.000Z',
    phone_number: null,
    is_verified_phone_number: false,
    language: 'en',
    sign_in_methods: ['email'],
    active_sessions: 2,
    pets_count: 1,
    has_subscription: false,
    affiliate_status: null,
    disabled: null,
    can: { disable: true, enable: false, grant_admin: false, revoke_admin: false },
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 12,
    occurred_at: '2026-11-22T10:00:00.000Z',
    actor: {
      id: SUPER_ADMIN_USER.id,
      email: SUPER_ADMIN_USER.email,
      name: 'PetCare Super Admin',
      roles: ['super-admin'],
    },
    action: 'user.grant_admin',
    target: {
      type: 'user',
      id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      label: 'jordan@example.com',
    },
    before: { status: 'active', roles: ['pet-keeper'] },
    after: { status: 'active', roles: ['admin', 'pet-keeper'] },
    reason: null,
    request_id: 'req-1',
    ...overrides,
  };
}

/** A signed-in admin's session: the user, no notifications, no pets. */
export function adminSession(user = ADMIN_USER): ApiRoutes {
  return {
    'GET /api/user': [200, { data: user }],
    'GET /api/notifications': [200, { data: [] }],
    'GET /api/admin/site-build': [200, { data: makeSiteBuild() }],
  };
}

export function signInCookies(): void {
  document.cookie = 'auth-token=tok; Path=/';
  document.cookie = 'auth-method=email; Path=/';
}
