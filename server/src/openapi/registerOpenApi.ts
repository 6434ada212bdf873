// The OpenAPI document of the API, generated from the route schemas (@fastify/swagger, dynamic
// mode) and served at GET /api/openapi.json. Shared schemas added with addSchema (the error
// shape) become named components instead of anonymous `def-N` entries.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export async function registerOpenApi(
  api: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
): Promise<void> {
  await api.register(swagger, {
    openapi: {
      // 3.1 so nullable fields can be written as JSON Schema unions with null.
      openapi: '3.1.0',
      info: {
        title: 'PetCare API',
        version: '1.0.0',
        description:
          'JSON API of PetCare. Errors always have the shape of the ErrorResponse component; ' +
          'validation errors answer 422 with messages per field.',
      },
      servers: [{ url: config.publicUrl }],
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
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token of an AuthResponse (opaque, valid 7 days).',
          },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
  });

  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
}
