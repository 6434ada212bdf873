// The dashboard's answer as JSON text, byte for byte what fastify would write of
// `{data: PetDashboard}` with the route's response schema: the parts PostgreSQL wrote as JSON go
// in as they are, the others through the serialiser of their own property's schema (the same
// compiler, so the same text), in the schema's order of properties.
import type { TSchema } from '@sinclair/typebox';
import { PetDashboard } from '@contract/schemas/petDashboard';
import type { DashboardParts } from './dashboardService';

/** A compiled serialiser of `schema` (the route's: `reply.compileSerializationSchema`). */
export type SerializerOf = (schema: TSchema) => (value: unknown) => string;

const { pet, recent_visits: recentVisits, diet } = PetDashboard.properties;

export function dashboardJson(parts: DashboardParts, serializerOf: SerializerOf): string {
  return (
    `{"data":{"pet":${serializerOf(pet)(parts.pet)}` +
    `,"weights":${parts.weightsJson}` +
    `,"upcoming_reminders":${parts.remindersJson}` +
    `,"recent_visits":${serializerOf(recentVisits)(parts.visits)}` +
    `,"photo_count":${parts.photoCount}` +
    `,"document_count":${parts.documentCount}` +
    `,"diet":${serializerOf(diet)(parts.diet)}}}`
  );
}
