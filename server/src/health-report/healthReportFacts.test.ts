// The health report states the facts the app shows: its text, extracted with poppler's pdftotext
// as a vet's reader would, is compared with what the API answers for the same pet — species and
// sex as labels, the latest weight as the app rounds it, an estimated age as an age, dates in the
// report's language and Japan time for a Japanese report, and each symptom check once.
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEX_LABELS, SPECIES_LABELS } from '@contract/pets/species';
import { formatWeight } from '@contract/pets/weight';
import { estimatedBirthDate } from '@contract/pets/petDates';
import type { Pet } from '@contract/schemas/pets';
import type { Thread } from '@contract/schemas/chat';
import { setPetSubscribed } from '../../test/petSubscription';
import { createPetsTestServer, type PetsTestServer } from '../../test/petsTestServer';
import { chatMessages, chatThreads } from '../chat/chatTables';
import { pets } from '../pets/petTables';

jest.setTimeout(60_000);

let t: PetsTestServer;
let workDir: string;
beforeAll(async () => {
  t = await createPetsTestServer();
  await setPetSubscribed(t.server.database.db, Number(t.me.petId), true);
  workDir = await mkdtemp(path.join(tmpdir(), 'petcare-report-text-'));
});
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

/** The PDF's text as poppler reads it, whitespace runs folded to one space. */
async function pdftotext(pdf: Buffer): Promise<string> {
  const file = path.join(workDir, `report-${Date.now()}-${Math.random()}.pdf`);
  await writeFile(file, pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return text.replace(/\s+/g, ' ');
}

async function reportText(language: 'en' | 'jp'): Promise<string> {
  const res = await t.me.call({
    method: 'POST',
    url: `/api/keeper/pets/${t.me.petId}/reports`,
    payload: { language },
  });
  expect(res.statusCode).toBe(201);
  const url = new URL(res.json().data.file.url, 'http://x');
  const file = await t.server.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(file.statusCode).toBe(200);
  return pdftotext(file.rawPayload);
}

/** A symptom check whose five answers each carried a triage result. */
async function seedCheck(title: string, at: Date) {
  const db = t.server.database.db;
  const [thread] = await db
    .insert(chatThreads)
    .values({
      userId: await ownerId(),
      petId: Number(t.me.petId),
      title,
      maxLevel: 'within_24h',
      messageCount: 10,
      createdAt: at,
      lastMessageAt: at,
    })
    .returning();
  if (!thread) throw new Error('no thread');
  for (let i = 0; i < 5; i++) {
    const common = {
      threadId: thread.id,
      engineVersion: 'test',
      knowledgeVersion: 'test',
      source: 'engine' as const,
      createdAt: at,
    };
    await db.insert(chatMessages).values([
      { ...common, role: 'keeper', text: i === 0 ? title : `follow-up ${i}` },
      {
        ...common,
        role: 'assistant',
        text: 'answer',
        triage: {
          level: i === 4 ? 'within_24h' : 'monitor',
        } as unknown as typeof chatMessages.$inferInsert.triage,
      },
    ]);
  }
}

async function ownerId(): Promise<number> {
  const [pet] = await t.server.database.db
    .select({ userId: pets.userId })
    .from(pets)
    .where(eq(pets.id, Number(t.me.petId)));
  if (!pet) throw new Error('no pet');
  return pet.userId;
}

describe('the health report’s facts', () => {
  it('match what the app shows for the pet, in English and in Japanese', async () => {
    // 07:30 in Japan on 2 June is still 1 June in UTC.
    t.clock.set(new Date('2026-06-01T22:30:00Z'));
    const aboutThreeYears = estimatedBirthDate(3, 0, '2026-06-01');
    expect(
      (
        await t.me.call({
          method: 'PUT',
          url: `/api/keeper/pets/${t.me.petId}`,
          payload: { sex: 'male', birth_date: aboutThreeYears, birth_date_is_estimate: true },
        })
      ).statusCode,
    ).toBe(200);
    for (const [kg, on] of [
      [17.2, '2026-05-01'],
      [17.69, '2026-05-20'],
    ] as const) {
      const added = await t.me.call({
        method: 'POST',
        url: `/api/keeper/pets/${t.me.petId}/weights`,
        payload: { weight_kg: kg, measured_on: on },
      });
      expect(added.statusCode).toBe(201);
    }
    await seedCheck('Limping on the left hind leg since Monday', new Date('2026-05-31T23:00:00Z'));

    const pet: Pet = (
      await t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}` })
    ).json().data;
    const threads: Thread[] = (
      await t.me.call({ method: 'GET', url: `/api/keeper/pets/${t.me.petId}/threads` })
    ).json().data;
    expect(pet.birth_date_is_estimate).toBe(true);
    expect(threads).toHaveLength(1);
    const grams = Math.round((pet.weight_kg ?? 0) * 1000);

    const en = await reportText('en');
    expect(en).toContain(`Species: ${SPECIES_LABELS[pet.species].en}`);
    expect(en).toContain(`Sex: ${SEX_LABELS[pet.sex].en}`);
    expect(en).toContain(`Weight: ${formatWeight(grams, 'kg', 'en')}`);
    expect(en).toContain('Weight: 17.7 kg');
    expect(en).not.toContain('17.69');
    expect(en).toContain('Age: about 3 years');
    expect(en).not.toContain(aboutThreeYears);
    expect(en).toContain('Generated on: Jun 1, 2026');
    expect(en).toContain('May 1, 2026');
    expect(en).toContain('May 20, 2026');
    // The check is listed once, under the question it was asked with, at its highest level.
    expect(en.split(threads[0]!.title)).toHaveLength(2);
    expect(en).toContain(
      `May 31, 2026 — See a vet within 24 hours: ${threads[0]!.title}`.replace(/\s+/g, ' '),
    );
    expect(en).not.toMatch(/\b(dog|male|skin_coat|within_24h)\b/);

    const jp = await reportText('jp');
    expect(jp).toContain(`種類：${SPECIES_LABELS[pet.species].jp}`);
    expect(jp).toContain(`性別：${SEX_LABELS[pet.sex].jp}`);
    expect(jp).toContain(`体重：${formatWeight(grams, 'kg', 'jp')}`);
    expect(jp).toContain('体重：17.7kg');
    expect(jp).toContain('年齢：約3歳');
    // Made at 07:30 in Japan: the Japanese date of that morning.
    expect(jp).toContain('作成日：2026年6月2日');
    expect(jp).toContain('2026年5月20日');
    // The check was made at 08:00 on 1 June in Japan.
    expect(jp).toContain('2026年6月1日 — 24時間以内に受診');
    expect(jp.split(threads[0]!.title)).toHaveLength(2);
    expect(jp).not.toMatch(/\b(dog|male|skin_coat)\b|\d{4}-\d{2}-\d{2}/);
  });
});
