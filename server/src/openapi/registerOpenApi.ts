// The OpenAPI document of the API, generated from the route schemas (@fastify/swagger, dynamic
// mode) and served at GET /api/openapi.json. Shared schemas added with addSchema (the error
// shape) become named components instead of anonymous `def-N` entries. Security, operationId,
// the 401/403/429 answers, the clinic header and upload bodies come from what the server enforces
// (operationRules.ts). The document is linted with Redocly's recommended rules in the tests.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { accessRuleOf } from '../http/routeInventory';
import { BEARER_SCHEME, completeOperations, documentedSchema } from './operationRules';
import { PUBLIC } from '../http/routeAccess';

export async function registerOpenApi(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      // 3.1 so nullable fields can be written as JSON Schema unions with null.
      openapi: '3.1.0',
      info: {
        title: 'PetCare API',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        description:
          'JSON API of PetCare. Errors always have the shape of the ErrorResponse component; ' +
          'validation errors answer 422 with messages per field.',
      },
      // Relative: the API that serves this document, wherever it is deployed.
      servers: [{ url: '/', description: 'The server this document was read from' }],
      tags: [
        { name: 'content', description: 'Public content the site is built from' },
        { name: 'auth', description: 'Sign-in, registration, recovery, sign-in providers' },
        { name: 'account', description: "The signed-in user's own account" },
        { name: 'pets', description: "A pet keeper's pets" },
        { name: 'admin', description: 'Content publishing (admin and super-admin)' },
        { name: 'dev', description: 'Local demo only: the mail and SMS outboxes' },
        { name: 'contact', description: 'Messages to PetCare support' },
        { name: 'routing', description: 'Where a site path goes (redirects editors stored)' },
        { name: 'system', description: 'Operations' },
      ],
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token of an AuthResponse (opaque, valid 7 days).',
          },
        },
      },
    },
    transform: ({ schema, url }) => ({ schema: documentedSchema(schema), url }),
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? completeOperations(documentObject.openapiObject, (method, url) =>
            accessRuleOf(api.routeInventory, method, url),
          )
        : documentObject.swaggerObject,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
  });

  api.get('/openapi.json', { config: { access: PUBLIC }, schema: { hide: true } }, async () =>
    api.swagger(),
  );
}
