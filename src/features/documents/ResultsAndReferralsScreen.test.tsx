import { fireEvent, screen } from '@testing-library/react';
import { answer } from '../../test/fakeApi';
import { makePet, makeUser } from '../../test/fixtures';
import { makeDocument, makeFileRef } from '../../test/petFixtures';
import { renderApp } from '../../test/renderApp';
import { startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies } from '../../test/testRootStore';

const SLOW = { timeout: 8000 };

describe('ResultsAndReferralsScreen (/results-and-referrals)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    document.cookie = 'auth-token=tok; Path=/';
    document.cookie = 'auth-method=email; Path=/';
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('uploads a document with its kind, title and date, and lists it newest first', async () => {
    const older = makeDocument({ id: 'd0', title: 'Old X-ray report', issued_on: '2025-01-05' });
    answer(server, {
      'GET /api/user': [200, { data: makeUser() }],
      'GET /api/notifications': [200, { data: [] }],
      'GET /api/keeper/pets': [200, { data: [makePet()] }],
      'GET /api/keeper/pets/pet-1/documents': [200, { data: [older] }],
      'POST /api/keeper/pets/pet-1/documents': [
        201,
        {
          data: makeDocument({
            id: 'd9',
            kind: 'referral',
            title: 'Referral to cardiology',
            issued_on: '2026-11-01',
            file: makeFileRef({ name: 'letter.jpg' }),
          }),
        },
      ],
    });
    renderApp('/results-and-referrals/', { server });
    expect(await screen.findByText('Old X-ray report', {}, SLOW)).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('[data-file-input="document"]')!;
    const file = new File([new Uint8Array(4096)], 'Referral to cardiology.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Referral to cardiology');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), {
      target: { value: 'referral' },
    });
    fireEvent.change(screen.getByLabelText(/Date on the document/), {
      target: { value: '2026-11-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload document' }));

    expect(
      await screen.findByText('Referral to cardiology', { selector: 'h2' }, SLOW),
    ).toBeInTheDocument();
    const body = server.requests.find((r) => r.method === 'POST')!.body.toString('latin1');
    expect(body).toMatch(/name="kind"\r\n\r\nreferral/);
    expect(body).toMatch(/name="title"\r\n\r\nReferral to cardiology/);
    expect(body).toMatch(/name="issued_on"\r\n\r\n2026-11-01/);
    expect(body).toContain('filename="Referral to cardiology.jpg"');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Upload a document', 'Referral to cardiology', 'Old X-ray report']);

    fireEvent.click(screen.getByRole('button', { name: 'Referral letters' }));
    expect(screen.queryByText('Old X-ray report')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View letter.jpg' }));
    expect(await screen.findByRole('dialog', { name: 'letter.jpg' }, SLOW)).toBeInTheDocument();
  });
});
