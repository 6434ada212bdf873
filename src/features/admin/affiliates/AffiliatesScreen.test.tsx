import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminApplication } from '@contract/schemas/affiliate';
import { adminSession, signInCookies } from '../../../test/adminFixtures';
import { answer, jsonOf } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../../test/testHttpServer';
import { clearAllCookies } from '../../../test/testRootStore';

const SLOW = { timeout: 15_000 };
jest.setTimeout(60_000);

function application(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    id: '4',
    status: 'pending',
    user: { id: 'u-4', name: 'Riley Chen', email: 'riley@example.com' },
    website: 'https://example.com/riley-rescues',
    audience: 'Adopters of a cat rescue (newsletter, 2,400 readers).',
    channels: ['newsletter', 'instagram'],
    message: 'We would like to recommend PetCare to new adopters.',
    decline_reason: null,
    applied_at: '2026-11-22T09:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

describe('AffiliatesScreen (/admin/affiliates)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    signInCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('declines a waiting application with a reason, which leaves the waiting list', async () => {
    answer(server, {
      ...adminSession(),
      'GET /api/admin/affiliate-applications': [200, { data: [application()] }],
      'POST /api/admin/affiliate-applications/4/decline': (req) => [
        200,
        {
          data: application({
            status: 'declined',
            decline_reason: (jsonOf(req) as { reason: string }).reason,
          }),
        },
      ],
    });
    renderApp('/admin/affiliates/', { server });
    const card = await screen.findByRole('article', { name: 'Riley Chen' }, SLOW);
    expect(card).toHaveTextContent('Adopters of a cat rescue');
    expect(card).toHaveTextContent('newsletter and instagram');
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: "Decline Riley Chen's application?" },
      SLOW,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
          'aria-invalid',
          'true',
        ),
      SLOW,
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'We work only with audiences in Japan for now.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText("Riley Chen's application was declined.", {}, SLOW),
    ).toBeInTheDocument();
    expect(jsonOf(server.requests.find((r) => r.method === 'POST'))).toEqual({
      reason: 'We work only with audiences in Japan for now.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(await screen.findByText('No applications are waiting.', {}, SLOW)).toBeInTheDocument();
  });
});
