import type { ChatUsage, Thread } from '@contract/schemas/chat';
import { KeyedResource } from '../../stores/KeyedResource';
import type { ChatApi } from './chatApi';

/**
 * What the chat keeps per pet, beside the conversation on screen: the saved threads and today's
 * free messages. Both are reloaded after each message.
 */
export class ChatPetLists {
  readonly threads: KeyedResource<Thread[]>;
  readonly usage: KeyedResource<ChatUsage>;

  constructor(private readonly api: ChatApi) {
    this.threads = new KeyedResource((petId) => api.threads(petId));
    // Quiet: the counter is a convenience, the chat works without it.
    this.usage = new KeyedResource((petId) => api.usage(petId, { notify: false }));
  }

  /** Today's free messages are used up for the pet, as the counter says. */
  usedUp(petId: string): boolean {
    const usage = this.usage.valueFor(petId);
    return usage !== null && !usage.unlimited && usage.remaining === 0;
  }

  /** Deletes a saved thread; the pet's list loses it. */
  async removeThread(petId: string, threadId: string): Promise<void> {
    await this.api.removeThread(threadId);
    this.threads.update(petId, (list) => list.filter((t) => t.id !== threadId));
  }

  /** After a message: the saved list (when it shows this pet) and the counter; the new usage. */
  async reloadAfterTurn(petId: string): Promise<ChatUsage | null> {
    if (this.threads.key === petId) void this.threads.load(petId, { force: true });
    await this.usage.load(petId, { force: true });
    return this.usage.valueFor(petId);
  }

  clear(): void {
    this.threads.clear();
    this.usage.clear();
  }
}
