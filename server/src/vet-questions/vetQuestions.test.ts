// "Ask my vet" through the API: sending a conversation to a clinic the pet is shared with (the
// snapshot the clinic sees), the clinic's queue and its order, answers (notified and mailed in the
// keeper's language), asking for a photo, closing, who can see what, and every refused request —
// answered in the spec's error shape with the stored rows unchanged.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Notification } from '@contract/schemas/notifications';
import type {
  ThreadVetQuestions,
  VetQuestion,
  VetQuestionSummary,
} from '@contract/schemas/vetQuestions';
import { bearer, databaseFingerprint, expectErrorShape, login, VET } from '../../test/authHelpers';
import { DEMO_CLINIC_NAME } from '../db/seed/demoClinics';
import { createPetsTestServer, type Keeper, type PetsTestServer } from '../../test/petsTestServer';
import { asVet, createVet, type TestVet } from '../../test/vetHelpers';
import { mailOutbox, petFiles, pets, users, vetQuestions } from '../db/schema';
import { PATIENT_NOT_FOUND } from '../vet-sharing/patientAccess';
import { VET_QUESTION_ANSWERED_TYPE } from './vetQuestionMessages';
import {
  NOT_SHARED_WITH_CLINIC,
  PHOTO_NOT_OF_PET,
  QUESTION_CLOSED,
  QUESTION_NOT_FOUND,
} from './vetQuestionRules';
import { API_TRANSLATOR } from '../apiTranslator';

jest.setTimeout(180_000);

let t: PetsTestServer;
let north: TestVet;
let south: TestVet;

beforeAll(async () => {
  t = await createPetsTestServer({ CHAT_STREAM_PACE_MS: '0' });
  const db = t.server.database.db;
  north = await createVet(db, t.clock, 'North Hill Animal Hospital', 'Dr. Ada North');
  south = await createVet(db, t.clock, 'South Bay Vets', 'Dr. Ben South');
});
afterAll(() => t.close());

const inject = (options: InjectOptions) => t.server.app.inject(options);
const db = () => t.server.database.db;

async function expectUnchanged(run: () => Promise<unknown>): Promise<void> {
  const before = await databaseFingerprint(db());
  await run();
  expect(await databaseFingerprint(db())).toEqual(before);
}

async function share(keeper: Keeper, petId: string, clinicId: number) {
  const res = await keeper.call({
    method: 'PUT',
    url: `/api/keeper/pets/${petId}/shares/${clinicId}`,
    payload: { scopes: ['profile', 'visits', 'results'] },
  });
  expect([200, 201]).toContain(res.statusCode);
}

async function newPet(keeper: Keeper, name: string): Promise<string> {
  const res = await keeper.call({
    method: 'POST',
    url: '/api/keeper/pets',
    payload: { name, species: 'dog', birth_date: '2021-04-02' },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { id: string } }).data.id;
}

/** A conversation of one keeper message (answered by the engine); returns the thread id. */
async function conversation(keeper: Keeper, petId: string, text: string): Promise<string> {
  t.clock.advance(61_000);
  const res = await keeper.call({
    method: 'POST',
    url: `/api/keeper/pets/${petId}/chat`,
    payload: { text },
  });
  expect(res.statusCode).toBe(200);
  const start = JSON.parse(res.body.split('\n\n')[0]!.slice('data: '.length)) as {
    thread: { id: string };
  };
  return start.thread.id;
}

/** An image file of the pet, as an upload would have stored it. */
async function photoOf(petId: string): Promise<string> {
  const id = randomUUID();
  await db()
    .insert(petFiles)
    .values({
      id,
      petId: Number(petId),
      policy: 'petPhoto',
      kind: 'image',
      key: `${id}/original.jpg`,
      displayKey: `${id}/display.webp`,
      thumbnailKey: `${id}/thumbnail.webp`,
      mime: 'image/jpeg',
      bytes: 1000,
      width: 800,
      height: 600,
      sha256: 'x'.repeat(64),
    });
  return id;
}

const send = (keeper: Keeper, threadId: string, payload: Record<string, unknown>) =>
  keeper.call({ method: 'POST', url: `/api/keeper/threads/${threadId}/vet-questions`, payload });

async function sent(keeper: Keeper, threadId: string, payload: Record<string, unknown>) {
  const res = await send(keeper, threadId, payload);
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: VetQuestion }).data;
}

const queue = async (vet: TestVet) => {
  const res = await asVet(inject, vet)({ method: 'GET', url: '/api/vet/questions' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: VetQuestionSummary[] }).data;
};

describe('sending a conversation to the clinic', () => {
  it('sends the keeper’s messages, the level and its reasons and the chosen photos, only to a clinic the pet is shared with', async () => {
    const petId = await newPet(t.me, 'Bolt');
    await share(t.me, petId, north.clinicId);
    const threadId = await conversation(
      t.me,
      petId,
      'Bolt ate a bar of dark chocolate an hour ago',
    );
    const photo = await photoOf(petId);

    const options = (
      await t.me.call({ method: 'GET', url: `/api/keeper/threads/${threadId}/vet-questions` })
    ).json() as { data: ThreadVetQuestions };
    expect(options.data.clinics).toEqual([
      { id: north.clinicId, name: 'North Hill Animal Hospital', phone: null },
    ]);
    expect(options.data.photos.map((p) => p.id)).toContain(photo);
    expect(options.data.questions).toEqual([]);

    const question = await sent(t.me, threadId, {
      clinic_id: north.clinicId,
      question: 'Should I bring him in tonight?',
      photo_ids: [photo],
    });
    expect(question).toMatchObject({
      pet_id: petId,
      pet_name: 'Bolt',
      thread_id: threadId,
      clinic: { id: north.clinicId, name: 'North Hill Animal Hospital' },
      status: 'waiting_for_clinic',
      conversation: [{ text: 'Bolt ate a bar of dark chocolate an hour ago' }],
      messages: [
        {
          author: 'keeper',
          text: 'Should I bring him in tonight?',
          asks_for_photo: false,
          photos: [{ id: photo }],
        },
      ],
    });
    expect(question.level).not.toBeNull();
    expect(question.reasons.length).toBeGreaterThan(0);
    expect(question.waiting_since).toBe(question.sent_at);

    // The clinic reads exactly the snapshot.
    const seen = await asVet(
      inject,
      north,
    )({ method: 'GET', url: `/api/vet/questions/${question.id}` });
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as { data: VetQuestion }).data).toEqual(question);

    // Later messages of the conversation are not part of what was sent.
    await t.me.call({
      method: 'POST',
      url: `/api/keeper/threads/${threadId}/messages`,
      payload: { text: 'He also chewed a sock' },
    });
    const again = await asVet(
      inject,
      north,
    )({ method: 'GET', url: `/api/vet/questions/${question.id}` });
    expect((again.json() as { data: VetQuestion }).data.conversation).toHaveLength(1);
  });

  it('refuses a clinic the pet is not shared with, another pet’s photo and bad bodies (422, nothing stored)', async () => {
    const petId = await newPet(t.me, 'Pip');
    await share(t.me, petId, north.clinicId);
    const threadId = await conversation(t.me, petId, 'Pip is scratching her ear');
    const otherPhoto = await photoOf(t.other.petId);
    const cases: [Record<string, unknown>, string][] = [
      [{ clinic_id: south.clinicId, question: 'Hello?' }, NOT_SHARED_WITH_CLINIC],
      [{ clinic_id: 99999, question: 'Hello?' }, NOT_SHARED_WITH_CLINIC],
      [
        { clinic_id: north.clinicId, question: 'Hello?', photo_ids: [otherPhoto] },
        PHOTO_NOT_OF_PET,
      ],
      [
        { clinic_id: north.clinicId, question: 'Hello?', photo_ids: [randomUUID()] },
        PHOTO_NOT_OF_PET,
      ],
    ];
    await expectUnchanged(async () => {
      for (const [payload, message] of cases) {
        const res = await send(t.me, threadId, payload);
        expectErrorShape(res, 422);
        expect(
          Object.values((res.json() as { errors: Record<string, string[]> }).errors).flat(),
        ).toContain(message);
      }
      for (const payload of [
        {},
        { clinic_id: north.clinicId },
        { clinic_id: north.clinicId, question: '   ' },
        { clinic_id: north.clinicId, question: 'x'.repeat(4001) },
        { clinic_id: 'north', question: 'Hi' },
        { clinic_id: north.clinicId, question: 'Hi', photo_ids: ['not-a-uuid'] },
        { clinic_id: north.clinicId, question: 'Hi\u0000' },
        { clinic_id: north.clinicId, question: 'Hi', extra: true },
      ]) {
        expectErrorShape(await send(t.me, threadId, payload), 422);
      }
    });
    // A stopped share cannot receive it either.
    await t.me.call({
      method: 'DELETE',
      url: `/api/keeper/pets/${petId}/shares/${north.clinicId}`,
    });
    await expectUnchanged(async () =>
      expectErrorShape(
        await send(t.me, threadId, { clinic_id: north.clinicId, question: 'Hi' }),
        422,
      ),
    );
  });

  it('answers 404 for another keeper’s conversation, whatever the body', async () => {
    const threadId = await conversation(t.other, t.other.petId, 'Tama sneezes a lot');
    for (const payload of [{}, { clinic_id: north.clinicId, question: 'Hi' }]) {
      await expectUnchanged(async () => {
        const res = await send(t.me, threadId, payload);
        expectErrorShape(res, 404);
      });
    }
    expectErrorShape(
      await t.me.call({ method: 'GET', url: `/api/keeper/threads/${threadId}/vet-questions` }),
      404,
    );
    expectErrorShape(
      await t.me.call({ method: 'GET', url: '/api/keeper/threads/abc/vet-questions' }),
      404,
    );
  });
});

describe('the clinic’s queue, answers, photos and closing', () => {
  it('lists the clinic’s turn first, most urgent first, then longest waiting', async () => {
    const vet = await createVet(db(), t.clock, 'Queue Clinic', 'Dr. Queue');
    const petId = await newPet(t.me, 'Queue');
    await share(t.me, petId, vet.clinicId);
    const mild = await conversation(t.me, petId, 'Queue has a small scratch on his nose');
    const mildFirst = await sent(t.me, mild, { clinic_id: vet.clinicId, question: 'First mild' });
    t.clock.advance(60_000);
    const mildSecond = await sent(t.me, mild, { clinic_id: vet.clinicId, question: 'Second mild' });
    t.clock.advance(60_000);
    const urgent = await conversation(t.me, petId, 'Queue ate chocolate and is having a seizure');
    const urgentQuestion = await sent(t.me, urgent, { clinic_id: vet.clinicId, question: 'Help' });
    expect(urgentQuestion.level).toBe('emergency');
    expect(mildFirst.level).not.toBe('emergency');

    const order = (await queue(vet)).map((q) => q.id);
    expect(order).toEqual([urgentQuestion.id, mildFirst.id, mildSecond.id]);

    // Answered, the question waits for the keeper: after the clinic's turn.
    const answer = await asVet(
      inject,
      vet,
    )({
      method: 'POST',
      url: `/api/vet/questions/${urgentQuestion.id}/messages`,
      payload: { text: 'Come in now.' },
    });
    expect(answer.statusCode).toBe(201);
    const after = await queue(vet);
    expect(after.map((q) => [q.id, q.status, q.waiting_since === null])).toEqual([
      [mildFirst.id, 'waiting_for_clinic', false],
      [mildSecond.id, 'waiting_for_clinic', false],
      [urgentQuestion.id, 'waiting_for_keeper', true],
    ]);
    // Another clinic sees none of them.
    expect((await queue(south)).map((q) => q.id)).not.toContain(mildFirst.id);
  });

  it('answers, asks for a photo, takes the keeper’s photo and closes; the keeper is told live and by e-mail in their language', async () => {
    await db()
      .update(users)
      .set({ language: 'jp' })
      .where(eq(users.id, await keeperId(t.me)));
    const petId = await newPet(t.me, 'Hana');
    await share(t.me, petId, north.clinicId);
    const threadId = await conversation(t.me, petId, 'Hana has been limping since yesterday');
    const question = await sent(t.me, threadId, {
      clinic_id: north.clinicId,
      question: 'Is it urgent?',
    });
    const vet = asVet(inject, north);

    const asked = await vet({
      method: 'POST',
      url: `/api/vet/questions/${question.id}/messages`,
      payload: { text: 'Please send a photo of the paw.', ask_for_photo: true },
    });
    expect(asked.statusCode).toBe(201);
    const answered = (asked.json() as { data: VetQuestion }).data;
    expect(answered.status).toBe('waiting_for_keeper');
    expect(answered.messages.at(-1)).toMatchObject({
      author: 'clinic',
      author_name: 'Dr. Ada North',
      asks_for_photo: true,
      text: 'Please send a photo of the paw.',
    });

    const notes = (await t.me.call({ method: 'GET', url: '/api/notifications' })).json() as {
      data: Notification[];
    };
    const note = notes.data.find((n) => n.type === VET_QUESTION_ANSWERED_TYPE);
    expect(note?.data).toEqual({
      title: 'North Hill Animal HospitalからHanaの写真のお願いが届きました',
      body: 'Please send a photo of the paw.',
      action_url: `/pets-threads/${threadId}/`,
    });
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe('【PetCare】North Hill Animal Hospitalから写真のお願いが届きました');
    expect(mail?.textBody).toContain('Please send a photo of the paw.');
    expect(mail?.textBody).toContain(`/jp/pets-threads/${threadId}/`);

    // The keeper's photo: the clinic's turn again, waiting since the reply.
    const photo = await photoOf(petId);
    t.clock.advance(5 * 60_000);
    const reply = await t.me.call({
      method: 'POST',
      url: `/api/keeper/vet-questions/${question.id}/messages`,
      payload: { text: 'Here it is.', photo_ids: [photo] },
    });
    expect(reply.statusCode).toBe(201);
    const replied = (reply.json() as { data: VetQuestion }).data;
    expect(replied.status).toBe('waiting_for_clinic');
    expect(replied.waiting_since).toBe(t.clock.now().toISOString());
    expect(replied.messages.at(-1)?.photos.map((p) => p.id)).toEqual([photo]);

    const closed = await vet({ method: 'POST', url: `/api/vet/questions/${question.id}/close` });
    expect(closed.statusCode).toBe(200);
    expect((closed.json() as { data: VetQuestion }).data).toMatchObject({
      status: 'closed',
      waiting_since: null,
    });
    expect((await queue(north)).map((q) => q.id)).not.toContain(question.id);
    // Closed: no more messages from either side; closing again changes nothing.
    await expectUnchanged(async () => {
      expectErrorShape(
        await vet({
          method: 'POST',
          url: `/api/vet/questions/${question.id}/messages`,
          payload: { text: 'One more thing' },
        }),
        422,
      );
      const res = await t.me.call({
        method: 'POST',
        url: `/api/keeper/vet-questions/${question.id}/messages`,
        payload: { text: 'Thanks' },
      });
      expectErrorShape(res, 422);
      // The keeper reads Japanese (their saved language): the API answers in it.
      expect((res.json() as { message: string }).message).toBe(
        API_TRANSLATOR.japaneseOf(QUESTION_CLOSED),
      );
      expect(
        (await vet({ method: 'POST', url: `/api/vet/questions/${question.id}/close` })).statusCode,
      ).toBe(200);
    });
    await db()
      .update(users)
      .set({ language: 'en' })
      .where(eq(users.id, await keeperId(t.me)));
  });
});

async function keeperId(keeper: Keeper): Promise<number> {
  const [row] = await db()
    .select({ userId: pets.userId })
    .from(pets)
    .where(eq(pets.id, Number(keeper.petId)));
  return row!.userId;
}

describe('who can see what', () => {
  it('hides a question from other clinics, other keepers and a clinic the keeper stopped sharing with (404, nothing changed)', async () => {
    const petId = await newPet(t.me, 'Secret');
    await share(t.me, petId, north.clinicId);
    const threadId = await conversation(t.me, petId, 'Secret coughs at night');
    const question = await sent(t.me, threadId, { clinic_id: north.clinicId, question: 'Why?' });
    const other = asVet(inject, south);
    await expectUnchanged(async () => {
      for (const res of [
        await other({ method: 'GET', url: `/api/vet/questions/${question.id}` }),
        await other({
          method: 'POST',
          url: `/api/vet/questions/${question.id}/messages`,
          payload: {},
        }),
        await other({ method: 'POST', url: `/api/vet/questions/${question.id}/close` }),
        await t.other.call({ method: 'GET', url: `/api/keeper/vet-questions/${question.id}` }),
        await t.other.call({
          method: 'POST',
          url: `/api/keeper/vet-questions/${question.id}/messages`,
          payload: {},
        }),
        await t.other.call({ method: 'GET', url: `/api/keeper/pets/${petId}/vet-questions` }),
      ]) {
        expectErrorShape(res, 404);
        expect(JSON.stringify(res.json())).not.toContain('Secret coughs');
      }
    });
    // A keeper's question without the clinic header: 403.
    expectErrorShape(
      await inject({
        method: 'GET',
        url: '/api/vet/questions',
        headers: { authorization: `Bearer ${t.me.token}` },
      }),
      403,
    );
    // The keeper's list of the pet's questions.
    const list = (
      await t.me.call({ method: 'GET', url: `/api/keeper/pets/${petId}/vet-questions` })
    ).json() as { data: VetQuestionSummary[] };
    expect(list.data.map((q) => q.id)).toEqual([question.id]);

    await t.me.call({
      method: 'DELETE',
      url: `/api/keeper/pets/${petId}/shares/${north.clinicId}`,
    });
    const gone = await asVet(
      inject,
      north,
    )({ method: 'GET', url: `/api/vet/questions/${question.id}` });
    expectErrorShape(gone, 404);
    expect((gone.json() as { message: string }).message).toBe(QUESTION_NOT_FOUND);
    expect((await queue(north)).map((q) => q.id)).not.toContain(question.id);
    expect(PATIENT_NOT_FOUND).not.toBe(QUESTION_NOT_FOUND);
  });

  it('goes with the conversation when the keeper deletes it', async () => {
    const petId = await newPet(t.me, 'Brief');
    await share(t.me, petId, north.clinicId);
    const threadId = await conversation(t.me, petId, 'Brief vomited once');
    const question = await sent(t.me, threadId, { clinic_id: north.clinicId, question: 'OK?' });
    expect(
      (await t.me.call({ method: 'DELETE', url: `/api/keeper/threads/${threadId}` })).statusCode,
    ).toBe(204);
    expect(
      await db()
        .select()
        .from(vetQuestions)
        .where(eq(vetQuestions.id, Number(question.id))),
    ).toEqual([]);
  });
});

describe('the demo', () => {
  it('has a conversation sent to Harbourside that the demo vet answered', async () => {
    const token = await login(t.server.app, VET);
    const user = (
      await inject({ method: 'GET', url: '/api/user', headers: bearer(token) })
    ).json() as { data: { roles: { name: string; medical_entity_id: number | null }[] } };
    const clinicId = user.data.roles.find((r) => r.name === 'vet')!.medical_entity_id!;
    const headers = { ...bearer(token), 'x-medical-entity-id': String(clinicId) };
    const list = (await inject({ method: 'GET', url: '/api/vet/questions', headers })).json() as {
      data: VetQuestionSummary[];
    };
    const biscuit = list.data.find((q) => q.pet_name === 'Biscuit');
    expect(biscuit).toMatchObject({
      clinic: { name: DEMO_CLINIC_NAME },
      status: 'waiting_for_keeper',
    });
    const detail = (
      await inject({ method: 'GET', url: `/api/vet/questions/${biscuit!.id}`, headers })
    ).json() as { data: VetQuestion };
    expect(detail.data.messages.map((m) => [m.author, m.author_name])).toEqual([
      ['keeper', 'Alex Morgan'],
      ['clinic', 'Dr. Sam Rivera'],
    ]);
    expect(detail.data.conversation.length).toBeGreaterThan(0);
  });
});
