// A keeper's own data through the API, on both databases: "download my data" holds every section
// of personalDataMap.ts and the original files; "delete my account" asks for the password (or a
// fresh provider sign-in), ends every session, is cancelled by signing in during the grace period,
// and the erasure — run by two instances at once — leaves no row or file of the keeper but the
// anonymised receipts, after which the address can register again.
import { createHash } from 'node:crypto';
import { DELETION_ITEM_KEYS } from '@contract/keeperData';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ManualClock, DAY, MINUTE } from '../http/clock';
import { issueToken } from '../auth/authTokens';
import { orders, subscriptions } from '../billing/billingTables';
import { affiliates, commissions } from '../affiliate/affiliateTables';
import { openDatabase, type Database } from '../db/openDatabase';
import { authTokens, mailOutbox, notifications, userIdentities, users } from '../db/schema';
import { petFiles } from '../pet-files/petFileTables';
import { PetFileService } from '../pet-files/petFileService';
import { FileUrlSigner } from '../pet-files/fileUrlSigner';
import { pets } from '../pets/petTables';
import { createFileStorage } from '../storage/storageConfig';
import type { FileStorage } from '../storage/FileStorage';
import {
  bearer,
  expectErrorShape,
  freshAddress,
  login,
  registerKeeper,
} from '../../test/authHelpers';
import { subscribe, userIdOf } from '../../test/commerceHelpers';
import { fillEveryTable, type StoredFixtureFile } from '../../test/keeperDataFixtures';
import {
  createPetsTestServer,
  jpegPart,
  multipart,
  type PetsTestServer,
} from '../../test/petsTestServer';
import { readZip } from '../../test/readZip';
import { noisyJpeg } from '../uploads/testUploads';
import { DELETION_CANCELED_TYPE } from './deletionMessages';
import { runErasures } from './erasureJob';
import { accountDeletions, dataExports } from './keeperDataTables';
import { PERSONAL_DATA, type ExportSection } from './personalDataMap';
import { schemaTables, tableName } from './schemaGraph';

jest.setTimeout(180_000);

let t: PetsTestServer;
let storage: FileStorage;
const db = (): Database => t.server.database.db;
const clock = (): ManualClock => t.clock;

beforeAll(async () => {
  t = await createPetsTestServer();
  storage = createFileStorage(t.server.config.files.storage);
});
afterAll(() => t.close());

interface FullKeeper {
  email: string;
  password: string;
  token: string;
  userId: number;
  petId: number;
  marker: string;
  files: StoredFixtureFile[];
  call: (
    options: Parameters<PetsTestServer['me']['call']>[0],
  ) => ReturnType<PetsTestServer['me']['call']>;
}

let markerCount = 0;

/** A keeper with a paid plan, a photo uploaded through the API and a row in every other table. */
async function fullKeeper(): Promise<FullKeeper> {
  markerCount += 1;
  const marker = `Zqx${markerCount}${Date.now().toString(36)}`;
  const registered = await registerKeeper(t.server.app, {
    name: `Keeper ${marker}`,
    pet: { name: `Rex ${marker}`, species: 'dog' },
  });
  const call: FullKeeper['call'] = (options) =>
    t.server.app.inject({
      ...options,
      headers: { ...bearer(registered.token), ...(options.headers ?? {}) },
    });
  const userId = await userIdOf(db(), registered.email);
  const [pet] = await db().select().from(pets).where(eq(pets.userId, userId));
  const photo = await call({
    method: 'POST',
    url: `/api/keeper/pets/${pet!.id}/photo`,
    ...multipart([jpegPart(await noisyJpeg(), `profile ${marker}.jpg`)]),
  });
  expect(photo.statusCode).toBe(200);
  await subscribe(call, String(pet!.id));
  const other = await userIdOf(db(), (await registerKeeper(t.server.app)).email);
  const files = await fillEveryTable(
    db(),
    storage,
    { userId, petId: pet!.id, email: registered.email, marker },
    { userId: other },
  );
  return { ...registered, userId, petId: pet!.id, marker, files, call };
}

async function downloadZip(keeper: FullKeeper) {
  const link = await keeper.call({ method: 'POST', url: '/api/account/data-export' });
  expect(link.statusCode).toBe(201);
  const { path } = link.json().data as { path: string };
  const zip = await t.server.app.inject({ method: 'GET', url: `/api/${path}` });
  expect(zip.statusCode).toBe(200);
  return { link: link.json().data, zip, entries: await readZip(zip.rawPayload) };
}

describe('download my data', () => {
  let keeper: FullKeeper;
  beforeAll(async () => {
    keeper = await fullKeeper();
  });

  it('holds every section of the personal data map, with rows of this keeper only', async () => {
    // A pending deletion is part of the data too (it is shown while it lasts).
    await db()
      .insert(accountDeletions)
      .values({
        userId: keeper.userId,
        requestedAt: clock().now(),
        eraseAfter: new Date('2030-01-01T00:00:00Z'),
        scheduledFor: new Date('2030-01-01T00:00:00Z'),
        confirmedWith: 'password',
        stoppedSubscriptionIds: [],
      });
    try {
      const { link, zip, entries } = await downloadZip(keeper);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toMatch(
        /attachment; filename="petcare-data-2026-06-01\.zip"/,
      );
      expect(zip.headers['cache-control']).toBe('no-store');
      const json = JSON.parse(entries.get('data.json')!.toString('utf8'));
      expect(json.petcare_data_export).toMatchObject({ format_version: 1, readme: 'README.txt' });
      expect(entries.get('README.txt')!.toString('utf8')).toContain('data.json');

      const sections = PERSONAL_DATA.flatMap((entry) =>
        Array.isArray(entry.export) ? (entry.export as ExportSection[]).map((s) => s.section) : [],
      );
      for (const section of sections) {
        const value = json[section];
        const filled = Array.isArray(value)
          ? value.length > 0
          : value !== null && value !== undefined;
        expect({ section, filled }).toEqual({ section, filled: true });
      }
      expect(json.account).toMatchObject({ email: keeper.email, name: `Keeper ${keeper.marker}` });
      expect(json.account.password_hash).toBeUndefined();
      expect(json.account.id).toBeUndefined();
      expect(json.pets.map((p: { name: string }) => p.name)).toEqual([`Rex ${keeper.marker}`]);
      expect(json.contact_messages[0].message).toBe(`Hello from ${keeper.marker}`);
      const text = entries.get('data.json')!.toString('utf8');
      // Secrets and storage paths stay out; so does everything of other keepers.
      expect(text).not.toMatch(/token_hash|code_hash|password_hash|"key":|argon2/);
      expect(text).not.toContain('Tama');
      expect(link.summary.files).toBe(json.files.length);
      expect(link.summary.records).toBeGreaterThan(sections.length);
    } finally {
      await db().delete(accountDeletions).where(eq(accountDeletions.userId, keeper.userId));
    }
  });

  it('includes every original photo and document, byte for byte, where data.json says', async () => {
    const { entries } = await downloadZip(keeper);
    const json = JSON.parse(entries.get('data.json')!.toString('utf8'));
    const rows = await db().select().from(petFiles).where(eq(petFiles.petId, keeper.petId));
    expect(rows.length).toBe(keeper.files.length + 1); // + the profile photo uploaded
    for (const row of rows) {
      const listed = json.files.find((file: { id: string }) => file.id === row.id);
      expect(listed).toMatchObject({ included: true, sha256: row.sha256 });
      const bytes = entries.get(listed.export_path);
      expect(bytes).toBeDefined();
      expect(createHash('sha256').update(bytes!).digest('hex')).toBe(row.sha256);
    }
    expect(
      json.files.find((f: { original_name: string }) => f.original_name.startsWith('lab'))
        .export_path,
    ).toMatch(new RegExp(`^files/pet-${keeper.petId}/[0-9a-f-]{36}-lab-${keeper.marker}\\.pdf$`));
    const fileEntries = [...entries.keys()].filter((name) => name.startsWith('files/'));
    expect(fileEntries).toHaveLength(rows.length);
  });

  it('leaves out a file missing from storage and says so', async () => {
    const [lost] = keeper.files;
    await storage.delete(lost!.key);
    const { entries } = await downloadZip(keeper);
    const json = JSON.parse(entries.get('data.json')!.toString('utf8'));
    const listed = json.files.find((file: { id: string }) => file.id === lost!.id);
    expect(listed.included).toBe(false);
    expect(entries.has(listed.export_path)).toBe(false);
    await storage.put(lost!.key, lost!.bytes, { contentType: 'image/jpeg' });
  });

  it('works only while the link lasts, and only with a link that was given', async () => {
    const link = await keeper.call({ method: 'POST', url: '/api/account/data-export' });
    const { path, expires_at: expiresAt } = link.json().data;
    expect(new Date(expiresAt).getTime() - clock().now().getTime()).toBe(15 * MINUTE);
    clock().advance(16 * MINUTE);
    try {
      const late = await t.server.app.inject({ method: 'GET', url: `/api/${path}` });
      expectErrorShape(late, 404);
      expect(late.json().message).toMatch(/expired/);
    } finally {
      clock().advance(-16 * MINUTE);
    }
    const made = await t.server.app.inject({
      method: 'GET',
      url: `/api/account/data-export/${'A'.repeat(43)}`,
    });
    expectErrorShape(made, 404);
    const malformed = await t.server.app.inject({
      method: 'GET',
      url: '/api/account/data-export/x',
    });
    expectErrorShape(malformed, 404);
    const guest = await t.server.app.inject({ method: 'POST', url: '/api/account/data-export' });
    expectErrorShape(guest, 401);
  });
});

describe('delete my account', () => {
  it('lists what goes and what stays', async () => {
    const keeper = await fullKeeper();
    const res = await keeper.call({ method: 'GET', url: '/api/account/deletion' });
    expect(res.statusCode).toBe(200);
    const overview = res.json().data;
    expect(overview).toMatchObject({
      grace_days: 14,
      reauth: 'password',
      providers: ['google'],
      provider_reauth_until: null,
      blocked: null,
      has_billing_data: true,
      receipts_kept: 1,
      affiliate_unpaid: [{ currency: 'GBP', amount_minor: 120 }],
      files: keeper.files.length + 1,
    });
    const counts = Object.fromEntries(
      overview.items.map((item: { key: string; count: number }) => [item.key, item.count]),
    );
    // A keeper with a row in every table: every kind the page can list is counted.
    expect(Object.keys(counts)).toEqual([...DELETION_ITEM_KEYS]);
    expect(counts).toMatchObject({
      pets: 1,
      visits: 1,
      documents: 1,
      photos: 1,
      albums: 1,
      reminders: 1,
      medications: 1,
      chat_threads: 1,
      image_analyses: 1,
      health_reports: 1,
      subscriptions: 1,
      affiliate: 1,
    });
  });

  it('needs the password, ends every session, stops renewals and mails the date', async () => {
    const keeper = await fullKeeper();
    const second = await login(t.server.app, keeper);
    const missing = await keeper.call({
      method: 'POST',
      url: '/api/account/deletion',
      payload: {},
    });
    expectErrorShape(missing, 422);
    expect(missing.json().errors).toEqual({ password: ['The password field is required.'] });
    const wrong = await keeper.call({
      method: 'POST',
      url: '/api/account/deletion',
      payload: { password: 'not my password' },
    });
    expectErrorShape(wrong, 422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    expect(
      await db().select().from(accountDeletions).where(eq(accountDeletions.userId, keeper.userId)),
    ).toEqual([]);

    const ok = await keeper.call({
      method: 'POST',
      url: '/api/account/deletion',
      payload: { password: keeper.password },
    });
    expect(ok.statusCode).toBe(202);
    expect(ok.json().data).toEqual({
      requested_at: '2026-06-01T09:00:00.000Z',
      scheduled_for: '2026-06-15T09:00:00.000Z',
    });
    for (const token of [keeper.token, second]) {
      const me = await t.server.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: bearer(token),
      });
      expectErrorShape(me, 401);
    }
    const [plan] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, keeper.userId));
    expect(plan).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, keeper.email));
    expect(mails.map((m) => m.subject)).toContain('Your PetCare account will be deleted');
    expect(mails.find((m) => m.subject.includes('deleted'))?.textBody).toContain('15 June 2026');
  });

  it('is cancelled by signing in during the grace period, and the keeper is told', async () => {
    const keeper = await fullKeeper();
    await keeper.call({
      method: 'POST',
      url: '/api/account/deletion',
      payload: { password: keeper.password },
    });
    clock().advance(13 * DAY);
    try {
      const res = await t.server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: keeper.email, password: keeper.password },
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().account_deletion_canceled).toEqual({
        scheduled_for: '2026-06-15T09:00:00.000Z',
      });
      expect(
        await db()
          .select()
          .from(accountDeletions)
          .where(eq(accountDeletions.userId, keeper.userId)),
      ).toEqual([]);
      const [plan] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, keeper.userId));
      expect(plan?.cancelAtPeriodEnd).toBe(false);
      const told = await db()
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, keeper.userId),
            eq(notifications.type, DELETION_CANCELED_TYPE),
          ),
        );
      expect(told).toHaveLength(1);
      expect(told[0]!.data.body).toContain('15 June 2026');
      // An ordinary sign-in later says nothing of deletions.
      const again = await t.server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: keeper.email, password: keeper.password },
        remoteAddress: freshAddress(),
      });
      expect(again.json().account_deletion_canceled).toBeUndefined();
    } finally {
      clock().advance(-13 * DAY);
    }
  });

  it('asks an account without a password for a fresh provider sign-in', async () => {
    const keeper = await fullKeeper();
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, keeper.userId));
    const stale = await issueToken(db(), clock(), keeper.userId, 'google');
    clock().advance(11 * MINUTE);
    try {
      const overview = await t.server.app.inject({
        method: 'GET',
        url: '/api/account/deletion',
        headers: bearer(stale),
      });
      expect(overview.json().data).toMatchObject({
        reauth: 'provider',
        provider_reauth_until: null,
      });
      const refused = await t.server.app.inject({
        method: 'POST',
        url: '/api/account/deletion',
        headers: bearer(stale),
        payload: {},
      });
      expectErrorShape(refused, 422);
      expect(refused.json().errors.reauth[0]).toMatch(/sign in with Google again/);
      const fresh = await issueToken(db(), clock(), keeper.userId, 'google');
      const view = await t.server.app.inject({
        method: 'GET',
        url: '/api/account/deletion',
        headers: bearer(fresh),
      });
      expect(view.json().data.provider_reauth_until).toBe(
        new Date(clock().now().getTime() + 10 * MINUTE).toISOString(),
      );
      const ok = await t.server.app.inject({
        method: 'POST',
        url: '/api/account/deletion',
        headers: bearer(fresh),
        payload: {},
      });
      expect(ok.statusCode).toBe(202);
      const [row] = await db()
        .select()
        .from(accountDeletions)
        .where(eq(accountDeletions.userId, keeper.userId));
      expect(row?.confirmedWith).toBe('google');
    } finally {
      clock().advance(-11 * MINUTE);
      await db().delete(accountDeletions).where(eq(accountDeletions.userId, keeper.userId));
    }
  });

  it('refuses staff accounts and guests', async () => {
    const guest = await t.server.app.inject({
      method: 'POST',
      url: '/api/account/deletion',
      payload: {},
    });
    expectErrorShape(guest, 401);
    const keeper = await fullKeeper();
    await db().execute(
      sql`insert into user_roles (user_id, name) values (${keeper.userId}, 'admin')`,
    );
    const res = await keeper.call({
      method: 'POST',
      url: '/api/account/deletion',
      payload: { password: keeper.password },
    });
    expectErrorShape(res, 403);
    expect(
      (await keeper.call({ method: 'GET', url: '/api/account/deletion' })).json().data.blocked,
    ).toBe('staff_role');
  });
});

/** Every row of every table as text, to look for anything of an erased keeper. */
async function wholeDatabaseText(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const table of schemaTables()) {
    const name = tableName(table);
    const result = await db().execute(sql`select * from ${sql.identifier(name)}`);
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
    out.set(name, JSON.stringify(rows));
  }
  return out;
}

describe('erasure', () => {
  it('after the grace period leaves no row or file of the keeper but the anonymised receipts', async () => {
    // Deletions other tests left pending are not this test's business.
    await db().delete(accountDeletions);
    const keeper = await fullKeeper();
    const other = await registerKeeper(t.server.app, { pet: { name: 'Tama', species: 'cat' } });
    const otherId = await userIdOf(db(), other.email);
    const otherCall: FullKeeper['call'] = (options) =>
      t.server.app.inject({
        ...options,
        headers: { ...bearer(other.token), ...(options.headers ?? {}) },
      });
    const [otherPet] = await db().select().from(pets).where(eq(pets.userId, otherId));
    const otherOrder = await subscribe(otherCall, String(otherPet!.id));
    // The erased keeper referred the other one's order, and was referred: both mentions go.
    await db()
      .update(orders)
      .set({ affiliateUserId: keeper.userId })
      .where(eq(orders.id, Number(otherOrder.id)));
    const [myOrder] = await db().select().from(orders).where(eq(orders.userId, keeper.userId));
    const [otherAffiliate] = await db()
      .insert(affiliates)
      .values({
        userId: otherId,
        status: 'accepted',
        code: `O${otherId}X`,
        audience: 'dogs',
        channels: ['blog'],
        appliedAt: clock().now(),
      })
      .returning();
    await db().insert(commissions).values({
      affiliateId: otherAffiliate!.id,
      orderId: myOrder!.id,
      referredUserId: keeper.userId,
      amountMinor: 80,
      currency: 'USD',
      status: 'pending',
      payableAt: clock().now(),
      createdAt: clock().now(),
    });
    const storedKeys = (
      await db()
        .select({ key: petFiles.key, thumb: petFiles.thumbnailKey })
        .from(petFiles)
        .where(eq(petFiles.petId, keeper.petId))
    ).flatMap((row) => [row.key, row.thumb].filter((key): key is string => key !== null));
    expect(storedKeys.length).toBeGreaterThan(keeper.files.length);

    const requested = await keeper.call({
      method: 'POST',
      url: '/api/account/deletion',
      payload: { password: keeper.password },
    });
    expect(requested.statusCode).toBe(202);

    // Not yet: the grace period is still running.
    const files = new PetFileService({
      db: db(),
      storage,
      signer: new FileUrlSigner({ secret: 'keeper-data-test-secret-x', clock: clock() }),
      clock: clock(),
    });
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const deps = { db: db(), clock: clock(), purgeFiles: () => files.purgeQueued(), log };
    expect(await runErasures(deps)).toBe(0);

    // Two instances at once: each keeper is erased by one of them.
    let second: { db: Database; close(): Promise<void> } = {
      db: db(),
      close: async () => undefined,
    };
    if (t.server.database.driver === 'postgres') {
      const url = (t.server.database.pool.options as { connectionString: string }).connectionString;
      second = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
    }
    clock().advance(14 * DAY + MINUTE);
    try {
      const counts = await Promise.all([
        runErasures(deps),
        runErasures({ ...deps, db: second.db }),
        runErasures(deps),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      clock().advance(-(14 * DAY + MINUTE));
      await second.close();
    }

    // No row mentions the keeper: not their address, names, texts, phone or provider subject.
    const everything = await wholeDatabaseText();
    for (const [table, text] of everything) {
      for (const needle of [
        keeper.marker,
        keeper.email,
        `+8190${String(keeper.userId).padStart(8, '0')}`,
      ]) {
        expect({ table, found: text.includes(needle) }).toEqual({ table, found: false });
      }
    }
    expect(await db().select().from(users).where(eq(users.id, keeper.userId))).toEqual([]);
    expect(await db().select().from(pets).where(eq(pets.id, keeper.petId))).toEqual([]);
    expect(
      await db().select().from(authTokens).where(eq(authTokens.userId, keeper.userId)),
    ).toEqual([]);
    expect(
      await db().select().from(userIdentities).where(eq(userIdentities.userId, keeper.userId)),
    ).toEqual([]);
    expect(
      await db().select().from(dataExports).where(eq(dataExports.userId, keeper.userId)),
    ).toEqual([]);

    // The receipt stays, with nobody's name on it.
    const [receipt] = await db().select().from(orders).where(eq(orders.id, myOrder!.id));
    expect(receipt).toMatchObject({
      userId: null,
      number: myOrder!.number,
      totalMinor: myOrder!.totalMinor,
    });
    expect(receipt!.lines[0]).toMatchObject({ description: 'Premium, monthly', pet_id: '' });
    // The other keeper's order is theirs still, no longer attributed to the erased affiliate.
    const [theirs] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, Number(otherOrder.id)));
    expect(theirs).toMatchObject({ userId: otherId, affiliateUserId: null });
    const [commission] = await db()
      .select()
      .from(commissions)
      .where(eq(commissions.orderId, myOrder!.id));
    expect(commission).toMatchObject({ referredUserId: null, amountMinor: 80 });

    // No file left in storage.
    for (const key of storedKeys)
      expect({ key, exists: await storage.exists(key) }).toEqual({ key, exists: false });

    // Signed out for good; the address is free again.
    const signIn = await t.server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: keeper.email, password: keeper.password },
      remoteAddress: freshAddress(),
    });
    expectErrorShape(signIn, 422);
    const again = await t.server.app.inject({
      method: 'POST',
      url: '/api/keeper/register',
      payload: {
        name: 'Back again',
        email: keeper.email,
        password: keeper.password,
        password_confirmation: keeper.password,
        terms: true,
      },
    });
    expect(again.statusCode).toBe(201);
    // The other keeper lost nothing.
    expect(await db().select().from(pets).where(eq(pets.userId, otherId))).toHaveLength(1);
  });

  it('retries a failed erasure an hour later without holding up the others', async () => {
    const keeper = await fullKeeper();
    await keeper.call({
      method: 'POST',
      url: '/api/account/deletion',
      payload: { password: keeper.password },
    });
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    // A trigger that refuses the keeper's deletion plays a failing database.
    await db().delete(accountDeletions).where(ne(accountDeletions.userId, keeper.userId));
    await db().execute(
      sql.raw(`create or replace function refuse_erasure() returns trigger language plpgsql as $$
        begin raise exception 'storage of the erasure test refused'; end; $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_erasure before delete on users for each row
        when (old.id = ${keeper.userId}) execute function refuse_erasure()`),
    );
    clock().advance(15 * DAY);
    try {
      expect(await runErasures({ db: db(), clock: clock(), purgeFiles: async () => 0, log })).toBe(
        0,
      );
      expect(log.error).toHaveBeenCalledTimes(1);
      const [row] = await db()
        .select()
        .from(accountDeletions)
        .where(eq(accountDeletions.userId, keeper.userId));
      expect(row).toMatchObject({ attempts: 1, lastError: expect.stringContaining('refused') });
      expect(row!.eraseAfter.getTime()).toBe(clock().now().getTime() + 60 * MINUTE);
      expect(await db().select().from(users).where(eq(users.id, keeper.userId))).toHaveLength(1);
      await db().execute(sql.raw('drop trigger refuse_erasure on users'));
      await db().execute(sql.raw('drop function refuse_erasure()'));
      clock().advance(61 * MINUTE);
      expect(await runErasures({ db: db(), clock: clock(), purgeFiles: async () => 0, log })).toBe(
        1,
      );
    } finally {
      clock().advance(-(15 * DAY + 61 * MINUTE));
    }
  });
});
