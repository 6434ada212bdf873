import type {
  ClinicAnswerInput,
  KeeperReplyInput,
  ThreadVetQuestionsResponse,
  VetQuestion,
  VetQuestionInput,
  VetQuestionList,
  VetQuestionResponse,
} from '@contract/schemas/vetQuestions';
import type { HttpClient, RequestOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/**
 * "Ask my vet": the keeper's calls (from a conversation) and the clinic's (the vet area sends
 * X-Medical-Entity-ID with every call, which scopes them to the vet's clinic).
 */
export function createAskVetApi(http: HttpClient) {
  return {
    forThread: async (threadId: string) =>
      (
        await http.get<ThreadVetQuestionsResponse>(
          `keeper/threads/${segment(threadId)}/vet-questions`,
          // Quiet: the conversation works without this panel.
          { notify: false },
        )
      ).data,
    send: async (threadId: string, body: VetQuestionInput): Promise<VetQuestion> =>
      (
        await http.post<VetQuestionResponse>(
          `keeper/threads/${segment(threadId)}/vet-questions`,
          body,
        )
      ).data,
    /** Quiet: the list of past conversations works without it. */
    forPet: async (petId: string) =>
      (
        await http.get<VetQuestionList>(`keeper/pets/${segment(petId)}/vet-questions`, {
          notify: false,
        })
      ).data,
    reply: async (id: string, body: KeeperReplyInput): Promise<VetQuestion> =>
      (await http.post<VetQuestionResponse>(`keeper/vet-questions/${segment(id)}/messages`, body))
        .data,
    queue: async (options?: RequestOptions) =>
      (await http.get<VetQuestionList>('vet/questions', options)).data,
    question: async (id: string) =>
      (await http.get<VetQuestionResponse>(`vet/questions/${segment(id)}`, { notify: false })).data,
    answer: async (id: string, body: ClinicAnswerInput): Promise<VetQuestion> =>
      (await http.post<VetQuestionResponse>(`vet/questions/${segment(id)}/messages`, body)).data,
    close: async (id: string): Promise<VetQuestion> =>
      (await http.post<VetQuestionResponse>(`vet/questions/${segment(id)}/close`, {})).data,
  };
}

export type AskVetApi = ReturnType<typeof createAskVetApi>;
