import type { AppRoute } from '../../app/routeTypes';
import { PARAM_RULES } from '../../app/routing/routeValidation';
import { SymptomCheckerScreen } from './SymptomCheckerScreen';
import { ThreadScreen } from './ThreadScreen';
import { ThreadsScreen } from './ThreadsScreen';

/** The symptom checker and the current pet's saved conversations (spec.md section 2, signed in). */
export const CHAT_ROUTES: readonly AppRoute[] = [
  {
    // spec.md: dashboard layout, horizontal scroll, no toolbar, no overflow; entering it clears
    // the chat messages, so every visit starts a new conversation.
    name: 'si',
    path: '/si',
    layout: 'dashboard',
    middleware: ['auth', 'clear-chat-messages'],
    title: 'chat.checker.title',
    component: SymptomCheckerScreen,
    dashboard: { toolbar: false, horizontalScroll: true, noOverflow: true },
  },
  {
    name: 'pets-threads',
    path: '/pets-threads',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'chat.threads.title',
    component: ThreadsScreen,
  },
  {
    name: 'pets-threads-id',
    path: '/pets-threads/:id',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'chat.thread.title',
    component: ThreadScreen,
    validate: ({ id }) => PARAM_RULES.id(id ?? ''),
  },
];
