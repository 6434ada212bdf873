// GET /api/dev/sms-outbox: the text messages the outbox provider kept, newest first (local demo;
// registered only with SMS_PROVIDER=outbox).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OutboxSms } from '@contract/schemas/devOutbox';
import type { Database } from '../db/openDatabase';
import { recentOutboxTexts } from './smsSender';
import { PUBLIC } from '../http/routeAccess';

export const devSmsOutboxRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  api,
  { db },
) => {
  api.get(
    '/dev/sms-outbox',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['dev'],
        summary: 'Text messages kept by the outbox SMS provider (local demo only), newest first',
        response: { 200: Type.Object({ data: Type.Array(OutboxSms) }) },
      },
    },
    async () => {
      const rows = await recentOutboxTexts(db, 100);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.toNumber,
          text: row.body,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
