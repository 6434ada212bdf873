// What both sides of "Ask my vet" share: the answers' messages, the limits, the services'
// dependencies and the clinic queue's order.
import { TRIAGE_LEVELS, type TriageLevel } from '@contract/aiAssistant';
import type { Database } from '../db/openDatabase';
import type { Clock } from '../http/clock';
import type { Mailer } from '../mail/mailer';
import type { NotificationService } from '../notifications';
import type { PetFileService } from '../pet-files';
import type { vetQuestions } from './vetQuestionTables';

export const QUESTION_NOT_FOUND = 'Question not found.';
export const NOT_SHARED_WITH_CLINIC = 'The pet is not shared with this clinic.';
export const PHOTO_NOT_OF_PET = "Choose photos of this pet's own.";
export const QUESTION_CLOSED = 'This question is closed.';
export const NOTHING_TO_SEND = 'The conversation has no message to send yet.';
/** The photos a keeper can choose from. */
export const PHOTO_CHOICES_MAX = 24;
/** The queue shows at most this many questions. */
export const QUEUE_MAX = 200;

export type QuestionRow = typeof vetQuestions.$inferSelect;

export interface VetQuestionServiceDeps {
  db: Database;
  clock: Clock;
  files: PetFileService;
  notifications: NotificationService;
  mailer: Mailer;
  publicUrl: string;
}

/** The clinic's vet who acts (signed in, X-Medical-Entity-ID). */
export interface ClinicCaller {
  userId: number;
  clinicId: number;
}

const levelRank = (level: TriageLevel | null) =>
  level === null ? TRIAGE_LEVELS.length : TRIAGE_LEVELS.indexOf(level);

/** The queue's order: the clinic's turn first, most urgent first, then longest waiting. */
export function queueOrder(a: QuestionOrderKey, b: QuestionOrderKey): number {
  const turn =
    Number(b.status === 'waiting_for_clinic') - Number(a.status === 'waiting_for_clinic');
  if (turn !== 0) return turn;
  const level = levelRank(a.level) - levelRank(b.level);
  if (level !== 0) return level;
  const since =
    (a.waitingSince ?? a.createdAt).getTime() - (b.waitingSince ?? b.createdAt).getTime();
  return since !== 0 ? since : a.id - b.id;
}

type QuestionOrderKey = Pick<QuestionRow, 'id' | 'status' | 'level' | 'waitingSince' | 'createdAt'>;
