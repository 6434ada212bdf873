import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { errorToast } from '../../http/errorToast';
import { createChatApi } from './chatApi';
import { CHAT_ROUTES } from './chatRoutes';
import { ChatStore } from './ChatStore';

/** The AI assistant (symptom checker) and the pet's threads; owns the AI assistance group. */
export const chatModule = defineWebFeature({
  name: 'chat',
  routes: CHAT_ROUTES,
  apis: (http) => ({ chat: createChatApi(http) }),
  stores: {
    chat: {
      create: ({ root }: StoreContext): ChatStore => {
        const chat = new ChatStore(root.api.chat, {
          reportError: (error) => root.toasts.show(errorToast(error)),
        });
        // The clear-chat-messages route guard empties the conversation on screen.
        root.onClearChatMessages(() => chat.clear());
        return chat;
      },
      // The threads and the usage too, not only the messages the guard clears.
      clear: (chat) => chat.reset(),
    },
  },
  sidebar: {
    items: [
      {
        id: 'aiAssistant',
        title: 'shell.items.aiAssistant',
        activePath: '/si',
        to: '/si/',
        middleware: ['auth', 'hasPets'],
        subSidebar: 'aiAssistance',
        icon: 'stethoscope',
        roles: ['pet-keeper'],
        sortWeight: 10,
      },
    ],
    groups: [{ id: 'aiAssistance', title: 'shell.subSidebars.aiAssistance' }],
    links: [
      {
        group: 'aiAssistance',
        title: 'shell.links.symptomChecker',
        to: '/si/',
        icon: 'stethoscope',
        sortWeight: 10,
      },
      {
        group: 'aiAssistance',
        title: 'shell.links.petsThreads',
        to: '/pets-threads/',
        icon: 'clock',
        sortWeight: 20,
      },
    ],
  },
});
