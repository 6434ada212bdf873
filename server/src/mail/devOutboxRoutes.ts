// GET /api/dev/outbox: the mails the outbox transport kept, newest first, for the local demo.
// Registered only with MAIL_TRANSPORT=outbox, or smtp with MAIL_OUTBOX_COPY=true. It shows
// password reset links, so it answers requests from this machine only (http/loopbackOnly.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OutboxMail } from '@contract/schemas/devOutbox';
import type { Database } from '../db/openDatabase';
import { recentOutboxMails } from './mailer';
import { PUBLIC } from '../http/routeAccess';

const OUTBOX_LIMIT = 100;

export const devOutboxRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (api, { db }) => {
  api.get(
    '/dev/outbox',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['dev'],
        summary: 'Mails kept by the outbox transport (local demo only), newest first',
        response: { 200: Type.Object({ data: Type.Array(OutboxMail) }) },
      },
    },
    async () => {
      const rows = await recentOutboxMails(db, OUTBOX_LIMIT);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
