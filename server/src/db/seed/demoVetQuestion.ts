// "Ask my vet" in the demo: the demo keeper sent Biscuit's ear conversation to Harbourside with a
// question, and the demo vet answered it. Added once, when Biscuit has no question yet and is
// shared with Harbourside (a keeper who stopped sharing gets none).
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import type { Database } from '../openDatabase';
import { users } from '../schema';
import { chatMessages, chatThreads } from '../../chat/chatTables';
import { pets } from '../../pets/petTables';
import { vetQuestionMessages, vetQuestions } from '../../vet-questions/vetQuestionTables';
import { petShares } from '../../vet-sharing/vetSharingTables';

const HOUR = 60 * 60 * 1000;

export async function seedDemoVetQuestion(
  db: Database,
  demo: { demoEmail: string; vetEmail: string; clinicId: number; now: Date },
): Promise<void> {
  const [biscuit] = await db
    .select({ id: pets.id, userId: pets.userId, keeperName: users.name })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.userId))
    .innerJoin(
      petShares,
      and(
        eq(petShares.petId, pets.id),
        eq(petShares.medicalEntityId, demo.clinicId),
        isNull(petShares.revokedAt),
      ),
    )
    .where(and(eq(users.email, demo.demoEmail), eq(pets.name, 'Biscuit')))
    .limit(1);
  if (!biscuit) return;
  const [existing] = await db
    .select({ id: vetQuestions.id })
    .from(vetQuestions)
    .where(eq(vetQuestions.petId, biscuit.id))
    .limit(1);
  if (existing) return;
  const [thread] = await db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.petId, biscuit.id), like(chatThreads.title, '%ear%')))
    .limit(1);
  if (!thread) return;
  const messages = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.threadId, thread.id))
    .orderBy(asc(chatMessages.id));
  const atLevel = messages.filter((m) => m.triage?.level === thread.maxLevel).at(-1);
  const [vet] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, demo.vetEmail));
  const sentAt = new Date(thread.lastMessageAt.getTime() + HOUR);
  const answeredAt = new Date(sentAt.getTime() + 3 * HOUR);
  const [question] = await db
    .insert(vetQuestions)
    .values({
      userId: biscuit.userId,
      petId: biscuit.id,
      threadId: thread.id,
      medicalEntityId: demo.clinicId,
      level: thread.maxLevel,
      reasons: atLevel?.triage?.reasons.map((r) => r.text) ?? [],
      conversation: messages
        .filter((m) => m.role === 'keeper')
        .map((m) => ({ text: m.text, created_at: m.createdAt.toISOString() })),
      status: 'waiting_for_keeper',
      waitingSince: null,
      createdAt: sentAt,
    })
    .returning({ id: vetQuestions.id });
  if (!question) return;
  await db.insert(vetQuestionMessages).values([
    {
      questionId: question.id,
      author: 'keeper',
      authorName: biscuit.keeperName,
      text: 'Can this wait until his check-up next month, or should we come in sooner?',
      createdAt: sentAt,
    },
    {
      questionId: question.id,
      author: 'clinic',
      authorUserId: vet?.id ?? null,
      authorName: vet?.name ?? 'Harbourside',
      text:
        'Thanks for sending this. Scratching and head shaking usually mean an ear infection or ' +
        'something caught in the ear, and that should not wait a month. Please book an ' +
        'appointment this week; until then, do not clean or put anything in the ear. If the ear ' +
        'swells, smells or he tilts his head, call us the same day.',
      createdAt: answeredAt,
    },
  ]);
}
