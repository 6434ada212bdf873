// One answer as `text/event-stream` (contract/schemas/chat.ts): `data: {json}` lines start, token…, triage,
// done; after start a failure is an `error` event and the end of the stream. The keeper's stop
// (the client closing the connection) aborts the answer: what was streamed so far is stored,
// marked stopped, with the triage the engine had already decided.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatStreamEvent } from '@contract/schemas/chat';
import {
  type Assistant,
  type AssistantOutcome,
  ENGINE_VERSION,
  KNOWLEDGE_VERSION,
  type PetProfile,
  triage,
  type TriageResult,
} from '../triage';
import type { ChatService } from './chatService';
import { careParagraph, nearestCare } from './nearestCare';
import { triageSummary } from './triageSummary';
import type { Database } from '../db/openDatabase';
import type { PetRow } from '../pets';

export interface ChatTurnRequest {
  userId: number;
  target: { threadId: number } | { petId: number };
  text: string;
  pet: PetProfile;
  /** The pet's row (the caller's own, checked by the route) and whether it is subscribed. */
  petRow: PetRow;
  subscribed: boolean;
  petName: string;
  language: 'en' | 'jp';
}

export interface ChatStreamDeps {
  db: Database;
  chat: ChatService;
  assistant: Assistant;
  /** Pause between token events so the embedded answer reads as typed (0 in tests). */
  paceMs: number;
}

const STREAM_FAILED = {
  en: 'The answer could not be finished. Please try again.',
  jp: '回答を最後までお届けできませんでした。もう一度お試しください。',
};

/** The versions stored with the keeper's message (the answer stores its result's own). */
const ENGINE_VERSIONS = {
  engineVersion: ENGINE_VERSION,
  knowledgeVersion: KNOWLEDGE_VERSION,
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function streamChatTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ChatStreamDeps,
  turn: ChatTurnRequest,
): Promise<void> {
  const { chat, assistant } = deps;
  // Everything before `start` (limits, storing the keeper's message) answers as JSON errors.
  const stored = await chat.startTurn(
    turn.userId,
    { pet: turn.petRow, subscribed: turn.subscribed },
    turn.target,
    turn.text,
    ENGINE_VERSIONS,
    turn.language,
  );
  const input = { message: turn.text, pet: turn.pet, thread: stored.history };
  // The level decides whether the answer names the nearest care, which is said inside the
  // streamed text right after "go to a vet now". The engine runs once: the assistant is handed
  // this result rather than deciding it again.
  const result: TriageResult = triage(input, { petName: turn.petName });
  const care =
    result.level === 'emergency' ? await nearestCare(deps.db, turn.userId, result.locale) : null;
  const live = new AbortController();
  const threaded = assistant.respond({
    ...input,
    petName: turn.petName,
    signal: live.signal,
    engineResult: result,
    afterUrgent: (decided) => (care ? careParagraph(care, decided.locale) : null),
  });

  reply.hijack();
  const raw = reply.raw;
  let closed = false;
  raw.on('close', () => {
    if (!raw.writableFinished) {
      closed = true;
      live.abort();
    }
  });
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-request-id': String(request.id),
  });
  // Events sent in one run of the event loop go out as one write: unpaced, the embedded answer
  // yields a batch of tokens at a time, and a write (and the client's read) per token cost more
  // CPU than the answer itself. Paced, every token is its own run, so it still leaves at once.
  let corked = false;
  const send = (event: ChatStreamEvent) => {
    if (closed) return;
    if (!corked) {
      corked = true;
      raw.cork();
      process.nextTick(() => {
        corked = false;
        raw.uncork();
      });
    }
    raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };

  send({
    type: 'start',
    message_id: String(stored.assistantMessageId),
    thread: {
      id: String(stored.thread.id),
      pet_id: String(stored.thread.petId),
      title: stored.thread.title,
      max_level: stored.thread.maxLevel,
      message_count: stored.thread.messageCount,
      origin: stored.thread.origin,
      created_at: stored.thread.createdAt.toISOString(),
      last_message_at: stored.thread.lastMessageAt.toISOString(),
    },
    // The level first: a worried keeper sees it before the answer has streamed.
    level: result.level,
  });

  let text = '';
  let outcome: AssistantOutcome | null = null;
  try {
    for await (const token of threaded.tokens) {
      if (closed) break;
      text += token;
      send({ type: 'token', text: token });
      if (deps.paceMs > 0) await sleep(deps.paceMs);
    }
    if (!closed) outcome = await threaded.done;
  } catch (error) {
    request.log.error({ err: error }, 'chat: the answer failed while streaming');
    send({ type: 'error', message: STREAM_FAILED[turn.language] });
    closed = true;
  }

  const finalResult = outcome?.result ?? result;
  const summary = triageSummary(finalResult, outcome?.source ?? 'engine', care, turn.petName);
  try {
    const saved = await chat.finishTurn(stored.thread.id, stored.assistantMessageId, {
      text: outcome?.text ?? text,
      triage: summary,
      askedQuestionIds: finalResult.questions.map((q) => q.id),
      stopped: outcome === null,
      source: summary.source,
    });
    if (outcome !== null && !closed) {
      send({ type: 'triage', triage: summary });
      send({ type: 'done', message: saved });
    }
  } catch (error) {
    // The reply is hijacked: Fastify no longer answers for it, so a failure to store the answer
    // (the database gone mid-stream) must end the stream here, or the keeper waits forever.
    request.log.error({ err: error }, 'chat: the answer could not be stored');
    send({ type: 'error', message: STREAM_FAILED[turn.language] });
  } finally {
    if (!raw.writableEnded) raw.end();
  }
}
