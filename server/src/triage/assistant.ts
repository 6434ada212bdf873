// The library's entry point for the chat route: the embedded engine always runs first (its
// red-flag and toxin layer is the safety floor); with a configured model the model phrases the
// answer and may raise the level, never lower it below the safety layer; a model that fails or
// times out is replaced by the embedded answer with one log line, so the keeper always gets one.
import {
  composeSections,
  levelInAnswer,
  levelLabel,
  streamTokens,
  toTokens,
  type AnswerSection,
} from './composer';
import { mostUrgent, isLevel } from './levels';
import { buildModelMessages } from './model/modelPrompt';
import type { ModelSettings } from './model/modelSettings';
import { streamChatCompletion } from './model/openAiCompatibleClient';
import { triage } from './triage';
import type { Level, TriageInput, TriageResult } from './types';

export interface AssistantRequest extends TriageInput {
  petName?: string;
  /** Aborted when the keeper stops the answer: the model call ends, nothing falls back. */
  signal?: AbortSignal;
  /**
   * Emergency answers only: a paragraph said right after "go to a vet now" (the chat route puts
   * the nearest care pages and their phone numbers here).
   */
  afterUrgent?: (result: TriageResult) => string | null;
  /**
   * `triage(request, { petName })` when the caller has already run it (the chat route needs the
   * level before it calls): the engine is deterministic, so running it again only costs time.
   */
  engineResult?: TriageResult;
}

export interface AssistantOutcome {
  /** The result to store and show: the engine's, with the level raised if the model was more urgent. */
  result: TriageResult;
  text: string;
  source: 'engine' | 'model' | 'engine_fallback';
}

export interface AssistantAnswer {
  /** Known before the first token: the embedded engine's result (the safety floor). */
  engineResult: TriageResult;
  tokens: AsyncIterable<string>;
  done: Promise<AssistantOutcome>;
}

export interface AssistantOptions {
  model?: ModelSettings | null;
  logger?: { warn: (message: string) => void };
  fetchImpl?: typeof fetch;
}

const URGENCY_LINE = /^\s*URGENCY:\s*([a-z_0-9]+)\s*$/im;

export interface Assistant {
  respond: (request: AssistantRequest) => AssistantAnswer;
}

/** The sections with the route's paragraph after the urgent one (emergencies only). */
function withAfterUrgent(sections: AnswerSection[], text: string | null): AnswerSection[] {
  const at = sections.findIndex((s) => s.kind === 'urgent_action');
  if (at === -1 || !text) return sections;
  return [...sections.slice(0, at + 1), { kind: 'urgent_action', text }, ...sections.slice(at + 1)];
}

export function createAssistant(options: AssistantOptions = {}): Assistant {
  const logger = options.logger ?? console;
  return {
    respond(request) {
      const engineResult = request.engineResult ?? triage(request, { petName: request.petName });
      const locale = request.locale ?? engineResult.locale;
      const composeOptions = { locale, petName: request.petName };
      let settle: (outcome: AssistantOutcome) => void = () => undefined;
      const done = new Promise<AssistantOutcome>((resolve) => {
        settle = resolve;
      });

      const afterUrgent = request.afterUrgent?.(engineResult) ?? null;
      if (!options.model) {
        const text = withAfterUrgent(composeSections(engineResult, composeOptions), afterUrgent)
          .map((s) => s.text)
          .join('\n\n');
        async function* engineOnly(): AsyncGenerator<string> {
          yield* streamTokens(text);
          settle({ result: engineResult, text, source: 'engine' });
        }
        return { engineResult, tokens: engineOnly(), done };
      }

      const model = options.model;
      async function* withModel(): AsyncGenerator<string> {
        const sections = composeSections(engineResult, composeOptions);
        let emitted = '';
        const emit = (text: string): string => {
          emitted += text;
          return text;
        };
        // An emergency is said first, before any model text.
        const urgent = sections.find((s) => s.kind === 'urgent_action');
        if (urgent) {
          for (const t of toTokens(`${urgent.text}\n\n${afterUrgent ? `${afterUrgent}\n\n` : ''}`))
            yield emit(t);
        }
        let modelText = '';
        let pending = '';
        try {
          const messages = buildModelMessages({
            message: request.message,
            pet: request.pet,
            thread: request.thread ?? [],
            result: engineResult,
            locale,
            petName: request.petName,
          });
          for await (const delta of streamChatCompletion(model, messages, {
            signal: request.signal,
            fetchImpl: options.fetchImpl,
          })) {
            modelText += delta;
            // Hold back a line that may turn out to be the URGENCY trailer.
            pending += delta;
            const lastNewline = pending.lastIndexOf('\n');
            const safe =
              lastNewline === -1
                ? /^\s*U(R(G(E(N(C(Y)?)?)?)?)?)?/i.test(pending)
                  ? ''
                  : pending
                : pending.slice(0, lastNewline + 1);
            const rest = pending.slice(safe.length);
            if (safe) {
              const visible = safe.replace(URGENCY_LINE, '');
              if (visible) yield emit(visible);
              pending = rest;
            }
          }
          const trailer = modelText.match(URGENCY_LINE);
          if (pending && !URGENCY_LINE.test(pending)) yield emit(pending);
          const modelLevel: Level | null = trailer && isLevel(trailer[1]) ? trailer[1] : null;
          const level = mostUrgent(
            engineResult.safetyLevel,
            engineResult.provisional ? engineResult.level : null,
            modelLevel ?? engineResult.level,
          );
          const result: TriageResult = { ...engineResult, level };
          const closing = `\n\n${locale === 'jp' ? `緊急度：${urgent && level === 'emergency' ? levelInAnswer(level, locale) : levelLabel(level, locale)}` : `Urgency: ${levelLabel(level, locale)}`}\n\n${engineResult.reminder[locale]}`;
          for (const t of toTokens(closing)) yield emit(t);
          settle({ result, text: emitted, source: 'model' });
        } catch (error) {
          // The keeper stopped the answer: that is no model failure, and nobody reads a fallback.
          if (request.signal?.aborted) {
            settle({ result: engineResult, text: emitted, source: 'model' });
            return;
          }
          logger.warn(
            `triage: external model failed (${error instanceof Error ? error.message : String(error)}); answered with the embedded engine`,
          );
          const fallback = sections
            .filter((s) => s.kind !== 'urgent_action' || !urgent)
            .map((s) => s.text)
            .join('\n\n');
          for (const t of toTokens(`${emitted.length > 0 ? '\n\n' : ''}${fallback}`)) yield emit(t);
          settle({ result: engineResult, text: emitted, source: 'engine_fallback' });
        }
      }
      return { engineResult, tokens: withModel(), done };
    },
  };
}
