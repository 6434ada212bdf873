// What a client loaded, it can save unchanged. An editor (the admin console, a keeper's forms)
// fills its form from a GET and sends the fields back with PUT or PATCH; a stored value that the
// route's own input rules refuse locks the record for every editor who does not notice which
// field is to blame (seeded covers once answered as names the input refuses). For every route
// that replaces a record (PUT or PATCH on its address), every record of the demo seed the route's
// caller can read — at that address, or as an item of the list it appears in (reminders, visits,
// medicines) — is written back as read: the API must accept it and read the same. A new route of
// that kind is covered without anything to add here.
import type { InjectOptions } from 'fastify';
import { ADMIN, bearer, DEMO, login } from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import type { RouteEntry } from './routeInventory';

let server: TestServer;
const tokens = new Map<string, string>();
/** Each record's read as an item of the list it was found in, by its address. */
const listed = new Map<string, Json>();

beforeAll(async () => {
  server = await createTestServer();
  tokens.set('admin', await login(server.app, ADMIN));
  tokens.set('keeper', await login(server.app, DEMO));
});
afterAll(() => server.close());

type Json = Record<string, unknown>;

/** Who calls a route here: the seeded admin for staff routes, the demo keeper for the rest. */
function callerOf(route: RouteEntry): string | null {
  const access = route.access;
  if (!access) return null;
  if (access.kind === 'roles')
    return access.roles.includes('admin')
      ? 'admin'
      : access.roles.includes('pet-keeper')
        ? 'keeper'
        : null;
  return access.kind === 'affiliate' || access.kind === 'signed-in' ? 'keeper' : null;
}

async function call(caller: string, options: InjectOptions) {
  return server.app.inject({ ...options, headers: bearer(tokens.get(caller)!) });
}

const paramPattern = /:[A-Za-z]+/g;
const isParam = (segment: string) => segment.startsWith(':');

/** A route's address pattern (`/api/keeper/pets/:id/visits`) takes this address. */
function sameAddress(pattern: string, address: string): boolean {
  const a = pattern.split('/');
  const b = address.split('/');
  return a.length === b.length && a.every((segment, i) => isParam(segment) || segment === b[i]);
}

/**
 * The addresses of the records a route's caller can read: each path parameter is filled from a
 * list the API offers at the address before it (`/api/admin/news` for `/api/admin/news/:id`), or,
 * for a record addressed on its own (`/api/keeper/albums/:albumId`), from a list that ends in the
 * same word under a resource already known (`/api/keeper/pets/:id/albums`).
 */
async function addressesOf(
  url: string,
  caller: string,
  gets: readonly string[],
): Promise<string[]> {
  const segments = url.split('/');
  const at = segments.findIndex(isParam);
  if (at < 0) return [url];
  const collection = segments.slice(0, at).join('/');
  const word = segments[at - 1]!;
  const lists = gets.some((get) => sameAddress(get, collection))
    ? [collection]
    : gets.filter((get) => get !== url && get.endsWith(`/${word}`) && get.match(paramPattern));
  const filled = new Set<string>();
  for (const list of lists) {
    for (const address of await addressesOf(list, caller, gets)) {
      const res = await call(caller, { method: 'GET', url: `${address}?per_page=100` });
      if (res.statusCode !== 200) continue;
      const data = (res.json() as { data?: unknown }).data;
      if (!Array.isArray(data)) continue;
      for (const item of data as Json[]) {
        if (item.id == null) continue;
        const record = [...segments.slice(0, at), String(item.id)].join('/');
        filled.add(record);
        listed.set(record, item);
      }
    }
  }
  const rest = segments.slice(at + 1).join('/');
  if (!rest) return [...filled];
  const out: string[] = [];
  for (const prefix of filled) out.push(...(await addressesOf(`${prefix}/${rest}`, caller, gets)));
  return out;
}

/**
 * The records a route writes, by address, as a client reads them: each at its own address when
 * the API reads it there, else as its item in the list it was found in. Read afresh each time.
 */
async function recordsOf(
  route: RouteEntry,
  caller: string,
  gets: readonly string[],
): Promise<Map<string, Json>> {
  listed.clear();
  const ownRead = gets.includes(route.url);
  const records = new Map<string, Json>();
  for (const address of await addressesOf(route.url, caller, gets)) {
    if (!ownRead) {
      const item = listed.get(address);
      if (item) records.set(address, item);
      continue;
    }
    const res = await call(caller, { method: 'GET', url: address });
    const data = res.statusCode === 200 ? (res.json() as { data?: unknown }).data : null;
    if (data && typeof data === 'object' && !Array.isArray(data))
      records.set(address, data as Json);
  }
  // A record someone else added (a clinic's visit note: `added_by`) is read-only for the caller.
  for (const [address, record] of records) if (record.added_by != null) records.delete(address);
  return records;
}

/** The fields of a read the route's body takes, as read (absent and null fields left out). */
function asInput(read: Json, body: unknown): Json {
  const properties = (body as { properties?: Record<string, unknown> } | undefined)?.properties;
  return Object.fromEntries(
    Object.keys(properties ?? {})
      .filter((key) => read[key] !== undefined && read[key] !== null)
      .map((key) => [key, read[key]]),
  );
}

it('every seeded record saves unchanged as a client loaded it', async () => {
  const inventory = server.app.routeInventory;
  const gets = inventory.filter((r) => r.method === 'GET').map((r) => r.url);
  const writes = inventory.filter(
    (r) =>
      (r.method === 'PUT' || r.method === 'PATCH') &&
      (r.url.match(paramPattern) || gets.includes(r.url)) &&
      r.schema?.body,
  );
  const refused: unknown[] = [];
  const changed: unknown[] = [];
  const saved = new Set<string>();
  for (const route of writes) {
    const caller = callerOf(route);
    if (!caller) continue;
    const before = await recordsOf(route, caller, gets);
    const sent = new Map<string, Json>();
    for (const [address, read] of before) {
      const payload = asInput(read, route.schema!.body);
      // A read that is not the record's own fields (an album with its photos) is no form's source.
      if (Object.keys(payload).length === 0) continue;
      const res = await call(caller, { method: route.method as 'PUT', url: address, payload });
      if (res.statusCode >= 300)
        refused.push({ route: `${route.method} ${route.url}`, address, answer: res.json() });
      else sent.set(address, payload);
    }
    if (sent.size) saved.add(`${route.method} ${route.url}`);
    const after = await recordsOf(route, caller, gets);
    for (const [address, payload] of sent) {
      const differs = Object.keys(payload).filter(
        (key) => JSON.stringify(after.get(address)?.[key]) !== JSON.stringify(payload[key]),
      );
      if (differs.length) changed.push({ address, fields: differs });
    }
  }
  expect(refused).toEqual([]);
  expect(changed).toEqual([]);
  // The walk reached the demo's records of both kinds of editor, read alone or from a list.
  expect([...saved]).toEqual(
    expect.arrayContaining([
      'PUT /api/admin/news/:id',
      'PUT /api/admin/faq/:id',
      'PUT /api/admin/care-items/:id',
      'PUT /api/admin/pages/:id',
      'PUT /api/keeper/pets/:id',
      'PUT /api/keeper/reminders/:reminderId',
      'PUT /api/keeper/reminder-settings',
    ]),
  );
});
