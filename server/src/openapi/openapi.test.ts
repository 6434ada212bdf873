import Fastify from 'fastify';
import { lintOpenApi } from '../../test/redoclyLint';
import { createTestServer, type TestServer } from '../../test/testServer';
import { CAPABILITIES } from '../capabilities';
import { accessRuleOf } from '../http/routeInventory';
import { RATE_LIMITED_ROUTES } from '../http/rateLimitedRoutes';
import { NO_FIELDS, receiveUploadRequest } from '../uploads/receiveUploadRequest';
import { operationIdOf, routeUrlOf } from './operationRules';

// A whole test server plus a lint in another process: more than the default on a busy machine.
jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/**
 * Every path the document lists: those each capability declares (`paths`, http/capability.ts),
 * in OpenAPI path syntax, so a route added or removed fails the comparison below until its
 * capability says so. Hidden, so not listed: the Stripe webhook and the affiliate banner images
 * (not JSON), and this document itself.
 */
const DECLARED = CAPABILITIES.flatMap((capability) =>
  (capability.paths ?? []).map((path) => ({ path, capability: capability.name })),
);
const CONTRACT = DECLARED.map(({ path }) => path);

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }
  >;
}

interface JsonSchema {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('GET /api/openapi.json', () => {
  let doc: {
    openapi: string;
    info: { title: string };
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };

  beforeAll(async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('is an OpenAPI 3 document titled PetCare API', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('PetCare API');
  });

  it('lists exactly the API routes the capabilities declare', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([...CONTRACT].sort());
  });

  it('has each declared path from one capability only', () => {
    const twice = DECLARED.filter(({ path }, index) => CONTRACT.indexOf(path) !== index).map(
      ({ path, capability }) => `${capability}: ${path}`,
    );
    expect(twice).toEqual([]);
  });

  it('describes every operation with a JSON success schema (or 204 without a body, or a file)', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success =
          operation.responses['200'] ?? operation.responses['201'] ?? operation.responses['202'];
        const ok =
          success?.content?.['application/json']?.schema !== undefined ||
          (path === '/api/files/{id}/{variant}' &&
            success?.content?.['application/pdf'] !== undefined) ||
          (path === '/api/account/data-export/{token}' &&
            success?.content?.['application/zip'] !== undefined) ||
          (path === '/api/calendar/{file}' && success?.content?.['text/calendar'] !== undefined) ||
          // A picture: its 404 and 503 are described, its 200 is the image itself.
          path === '/api/content-images/{id}/{file}' ||
          (success === undefined && operation.responses['204'] !== undefined);
        expect({ path, method, ok }).toEqual({ path, method, ok: true });
      }
    }
  });

  it('declares bearer authentication on signed-in routes', () => {
    const user = doc.paths['/api/user']?.get as Operation & { security?: unknown };
    expect(user.security).toEqual([{ bearerAuth: [] }]);
  });

  it('shares the error shape as a component used by content routes', () => {
    expect(doc.components.schemas.ErrorResponse).toMatchObject({
      type: 'object',
      required: ['message', 'errors', 'error_id'],
    });
    const notFound = doc.paths['/api/news/{slug}']?.get?.responses['404'];
    expect(JSON.stringify(notFound)).toContain('#/components/schemas/ErrorResponse');
  });

  it('documents query and path parameters', () => {
    const list = doc.paths['/api/news']?.get?.parameters?.map((p) => `${p.in}:${p.name}`);
    expect(list).toEqual(
      expect.arrayContaining(['query:locale', 'query:page', 'query:per_page', 'query:include']),
    );
    const detail = doc.paths['/api/cities/{citySlug}/care/{slug}']?.get?.parameters;
    expect(detail?.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['citySlug', 'slug']);
  });
});

describe('what the OpenAPI document derives from the routes', () => {
  let doc: { paths: Record<string, Record<string, Operation>> };
  let operations: { path: string; method: string; key: string; operation: Operation }[];

  beforeAll(async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    doc = res.json();
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => HTTP_METHODS.includes(method))
        .map(([method, operation]) => ({
          path,
          method,
          key: `${method.toUpperCase()} ${routeUrlOf(path)}`,
          operation,
        })),
    );
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const problems = await lintOpenApi(doc);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    // The warnings left are operations that truly answer no 4xx (health, locales…) and a
    // picture whose 200 is the image itself; any other rule's warning is a regression.
    const tolerated = ['operation-4xx-response', 'operation-2xx-response'];
    expect(problems.filter((p) => !tolerated.includes(p.ruleId))).toEqual([]);
  }, 120_000);

  it('names every operation with a unique operationId made from its method and path', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    expect(doc.paths['/api/keeper/pets/{id}/weights']?.get?.operationId).toBe(
      'getKeeperPetsByIdWeights',
    );
    expect(operationIdOf('get', '/api/icons/{collection}.json')).toBe('getIconsByCollectionJson');
  });

  it('declares the security of every operation from its access rule', () => {
    for (const { key, operation } of operations) {
      const [method, url] = key.split(' ') as [string, string];
      const access = accessRuleOf(server.app.routeInventory, method, url);
      const open = access?.kind === 'public' || access?.kind === 'signature';
      expect({ key, security: operation.security }).toEqual({
        key,
        security: open ? [] : [{ bearerAuth: [] }],
      });
      if (!open) {
        expect({ key, answers: Object.keys(operation.responses) }).toEqual({
          key,
          answers: expect.arrayContaining(['401', '403']),
        });
      }
    }
  });

  it('declares that the admin redirect operations need an admin, and public content none', () => {
    const redirects = operations.filter((o) => o.path.startsWith('/api/admin/redirects'));
    expect(redirects).toHaveLength(6);
    for (const { operation } of redirects) expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/news']?.get?.security).toEqual([]);
    expect(doc.paths['/api/login']?.post?.security).toEqual([]);
  });

  it('requires X-Medical-Entity-ID on every vet operation, and only there', () => {
    for (const { path, key, operation } of operations) {
      const header = operation.parameters?.find(
        (p) => p.in === 'header' && p.name === 'X-Medical-Entity-ID',
      );
      const vet = path.startsWith('/api/vet/');
      expect({ key, required: header?.required ?? false }).toEqual({ key, required: vet });
    }
  });

  it('describes the multipart body of every upload operation: one file and its fields', () => {
    const uploads = operations.filter(
      (o) => o.operation.requestBody?.content['multipart/form-data'],
    );
    expect(uploads.map((o) => o.key).sort()).toEqual(
      [
        'POST /api/keeper/pets/:id/photo',
        'PUT /api/keeper/pets/:id/photo',
        'POST /api/keeper/pets/:id/visits/:visitId/attachments',
        'POST /api/keeper/albums/:albumId/photos',
        'POST /api/keeper/pets/:id/documents',
        'POST /api/keeper/pets/:id/image-analyses',
        'POST /api/keeper/image-analyses/photo-check',
        'POST /api/admin/content-images',
        'POST /api/vet/patients/:id/documents',
      ].sort(),
    );
    for (const { key, operation } of uploads) {
      const schema = operation.requestBody!.content['multipart/form-data']!.schema;
      expect({ key, file: schema.properties?.file?.format }).toEqual({ key, file: 'binary' });
      expect({ key, required: schema.required?.includes('file') }).toEqual({ key, required: true });
    }
    const photo = doc.paths['/api/keeper/albums/{albumId}/photos']?.post?.requestBody;
    expect(Object.keys(photo!.content['multipart/form-data']!.schema.properties!)).toEqual(
      expect.arrayContaining(['file', 'caption']),
    );
  });

  it('lists 429 with Retry-After on exactly the rate-limited routes, each a real route', () => {
    const registered = new Set(server.app.routeInventory.map((r) => `${r.method} ${r.url}`));
    for (const key of Object.keys(RATE_LIMITED_ROUTES)) expect(registered).toContain(key);
    for (const { key, operation } of operations) {
      const limited = key in RATE_LIMITED_ROUTES;
      expect({ key, limited: '429' in operation.responses }).toEqual({ key, limited });
      if (limited) expect(operation.responses['429']?.headers).toHaveProperty('Retry-After');
    }
  });

  it('lists the 503 of a database outage on the operations that need the database', () => {
    expect(doc.paths['/api/news']?.get?.responses['503']?.headers).toHaveProperty('Retry-After');
    // Icons are read from the packages, never from the database.
    expect(doc.paths['/api/icons/{collection}.json']?.get?.responses['503']).toBeUndefined();
  });
});

describe('declarations the OpenAPI document is built from', () => {
  it('refuses to read an upload the route schema does not declare', async () => {
    const app = Fastify({ logger: false });
    app.post('/api/undeclared-upload', async (request) => {
      await receiveUploadRequest(request, {
        policy: 'petPhoto',
        storage: undefined as never,
        fields: NO_FIELDS,
      });
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/api/undeclared-upload' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/uploadBody/);
  });
});
