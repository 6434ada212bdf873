import type { AppRoute } from '../../app/core/routeTypes';
import { PARAM_RULES } from '../../app/core/routeValidation';
import { lazyScreen } from '../../app/core/lazyScreen';

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
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-chat" */ './SymptomCheckerScreen'),
      'SymptomCheckerScreen',
    ),
    dashboard: { toolbar: false, horizontalScroll: true, noOverflow: true },
  },
  {
    name: 'pets-threads',
    path: '/pets-threads',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'chat.threads.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-chat" */ './ThreadsScreen'),
      'ThreadsScreen',
    ),
  },
  {
    name: 'pets-threads-id',
    path: '/pets-threads/:id',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'chat.thread.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-chat" */ './ThreadScreen'),
      'ThreadScreen',
    ),
    validate: ({ id }) => PARAM_RULES.id(id ?? ''),
  },
];
