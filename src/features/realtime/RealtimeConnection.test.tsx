/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// The whole app with the real realtime client: it connects once a user is loaded, delivers
// notifications to the bell, and disconnects on sign-out.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createDocumentCookieJar } from '../../http/cookies';
import { RootStore } from '../../stores/RootStore';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import {
  startTestPusherServer,
  TEST_APP_KEY,
  type TestPusherServer,
} from '../../test/testPusherServer';
import type { TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const USER = makeUser();
const CHANNEL = `private-App.Models.User.${USER.id}`;
jest.setTimeout(20_000);

const EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

describe('RealtimeConnection', () => {
  let server: TestPusherServer;
  let store: RootStore;

  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestPusherServer('tok');
    server.userData = JSON.stringify({ id: USER.id, user_info: { name: USER.name } });
    server.api = {
      'GET /api/user': [200, { data: USER }],
      'GET /api/keeper/pets': [200, { data: [] }],
      'GET /api/account/personal-info': [200, { data: USER }],
      'DELETE /api/logout': [204],
    };
    store = new RootStore({
      cookies: createDocumentCookieJar(document, false),
      apiBaseUrl: `${server.origin}/api`,
      realtime: {
        enabled: true,
        appKey: TEST_APP_KEY,
        host: server.host,
        port: server.port,
        scheme: 'http',
        authEndpoint: `${server.origin}/broadcasting/auth`,
        userAuthEndpoint: `${server.origin}/broadcasting/user-auth`,
        statsHost: `${server.host}:${server.port}`,
      },
    });
  });
  afterEach(async () => {
    store.realtime.stop();
    await server.close();
  });

  it('connects when the user is loaded, shows arrivals on the bell, and disconnects on sign-out', async () => {
    renderApp('/settings/personal-info/', {
      server: { origin: server.origin } as TestHttpServer,
      store,
    });
    await waitFor(() => expect(server.subscriptions()).toEqual([[CHANNEL]]), { timeout: 8000 });
    await waitFor(() => expect(server.signedIn).toEqual([USER.id]));
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeVisible();

    server.trigger(CHANNEL, EVENT, {
      id: 'n1',
      type: 'welcome',
      data: { title: 'Welcome to PetCare', body: 'Glad you are here.', action_url: null },
      read_at: null,
      created_at: new Date().toISOString(),
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    expect(screen.getByRole('button', { name: /Welcome to PetCare/ })).toBeVisible();

    await act(() => store.signOut());
    expect(store.realtime.state).toBe('disconnected');
    await waitFor(() => expect(server.subscriptions()).toEqual([]));
  });
});
