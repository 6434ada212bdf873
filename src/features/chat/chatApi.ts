import type {
  ChatMessageBody,
  ChatStreamEvent,
  ChatUsage,
  ChatUsageResponse,
  Thread,
  ThreadDetail,
  ThreadList,
} from '@contract/schemas/chat';
import type { HttpClient, RequestOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/**
 * The symptom checker's calls (server/src/chat/README.md): a pet's saved threads, one thread with
 * its messages, today's free messages, and a message whose answer streams back as
 * `text/event-stream` (start, token…, triage, done — or error after start).
 */
export function createChatApi(http: HttpClient) {
  return {
    threads: async (petId: string, options?: RequestOptions): Promise<Thread[]> =>
      (await http.get<ThreadList>(`keeper/pets/${segment(petId)}/threads`, options)).data,
    thread: async (threadId: string, options?: RequestOptions): Promise<ThreadDetail['data']> =>
      (await http.get<ThreadDetail>(`keeper/threads/${segment(threadId)}`, options)).data,
    removeThread: (threadId: string) => http.delete<void>(`keeper/threads/${segment(threadId)}`),
    usage: async (petId: string, options?: RequestOptions): Promise<ChatUsage> =>
      (
        await http.get<ChatUsageResponse>('keeper/chat/usage', {
          ...options,
          query: { pet_id: petId },
        })
      ).data,
    /** The first message of a new thread about the pet. */
    startThread: (petId: string, body: ChatMessageBody, options?: RequestOptions) =>
      http.stream<ChatStreamEvent>('POST', `keeper/pets/${segment(petId)}/chat`, body, options),
    /** A further message in a saved thread. */
    sendMessage: (threadId: string, body: ChatMessageBody, options?: RequestOptions) =>
      http.stream<ChatStreamEvent>(
        'POST',
        `keeper/threads/${segment(threadId)}/messages`,
        body,
        options,
      ),
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
