import { useEffect } from 'react';
import { useAppEnvironment } from '../../app/core/AppEnvironment';
import { userType } from '../../app/core/analytics';
import { useStores } from '../../stores/StoreProvider';

/**
 * The chat's analytics events (spec.md section 9), pushed to the tag manager's dataLayer:
 * `chat_started` when the API opens a new thread with the keeper's first message, and
 * `chat_message_limit` when a message is refused for the free daily limit. Nothing personal:
 * ids, the pet's species and plan, the UI language.
 */
export function useChatAnalytics(): void {
  const { chat, pets, auth } = useStores();
  const { analytics, locale } = useAppEnvironment();
  useEffect(
    () =>
      chat.subscribe((event) => {
        const pet = pets.pets.find((p) => p.id === event.petId);
        const common = {
          pet_species: pet?.species ?? null,
          pet_subscription: pet?.has_subscription ?? null,
          user_type: auth.user ? userType(auth.user) : null,
          language: locale,
        };
        if (event.type === 'started') {
          analytics.track('chat_started', {
            ...common,
            thread_id: event.thread.id,
            thread_origin: event.thread.origin,
          });
        } else {
          analytics.track('chat_message_limit', { ...common, limit: event.limit });
        }
      }),
    [chat, pets, auth, analytics, locale],
  );
}
