// The public site's rebuild state (GET /api/admin/site-build, and the admins' realtime event
// site-build.updated): idle, building, or failed with the failed attempts in a row and the next
// retry; the last build (id, duration) and the last error.
import { Type, type Static } from '@sinclair/typebox';

const Timestamp = Type.String({ format: 'date-time' });

export const SiteBuild = Type.Object(
  {
    status: Type.Union([Type.Literal('idle'), Type.Literal('building'), Type.Literal('failed')]),
    /** null until the first rebuild ran. */
    mode: Type.Union([Type.Literal('local'), Type.Literal('hook'), Type.Null()]),
    attempts: Type.Integer({ minimum: 0, description: 'Failed attempts in a row.' }),
    next_retry_at: Type.Union([Timestamp, Type.Null()]),
    last_build: Type.Union([
      Type.Object({
        id: Type.Union([Type.String(), Type.Null()]),
        duration_ms: Type.Union([Type.Integer(), Type.Null()]),
        finished_at: Timestamp,
      }),
      Type.Null(),
    ]),
    last_error: Type.Union([Type.Object({ message: Type.String(), at: Timestamp }), Type.Null()]),
    /** When the state last changed (the start of a build while building). */
    updated_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'SiteBuild' },
);
export type SiteBuild = Static<typeof SiteBuild>;

export const SiteBuildResponse = Type.Object({ data: SiteBuild });
export type SiteBuildResponse = Static<typeof SiteBuildResponse>;
