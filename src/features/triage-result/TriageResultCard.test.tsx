// The one triage result of the chat, reopened threads and the photo analysis: the level in words
// with what to do, an emergency's nearest care first (call actions, care pages) or the way to find
// it, the stopped note, the lists and their headings in the page's outline, in English and Japanese.
import { screen, within } from '@testing-library/react';
import type { TriageSummary } from '@contract/schemas/chat';
import type { Locale } from '@contract/locales';
import { AppEnvironmentProvider } from '../../app/core/AppEnvironment';
import { makeLondonCare, makeTriage } from '../../test/chatFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TriageResultCard } from './TriageResultCard';

const LONDON = makeLondonCare();

function renderCard(
  card: Parameters<typeof TriageResultCard>[0],
  locale: Locale = 'en',
): HTMLElement {
  renderWithProviders(
    <AppEnvironmentProvider
      value={{
        locale,
        navigate: () => undefined,
        assign: () => undefined,
        currentUrl: () => '/',
        analytics: { track: () => undefined },
      }}
    >
      <TriageResultCard {...card} />
    </AppEnvironmentProvider>,
    { locale },
  );
  return screen.getByTestId('triage-card');
}

const emergency = (overrides: Partial<TriageSummary> = {}) =>
  makeTriage({
    level: 'emergency',
    reasons: [{ text: 'A male cat straining without passing urine' }],
    ...overrides,
  });

describe('TriageResultCard', () => {
  it('puts an emergency’s nearest care first, each place with a call action and its care page', () => {
    const card = renderCard({ triage: emergency({ care: LONDON }) });
    expect(card).toHaveAttribute('data-level', 'emergency');
    expect(screen.getByRole('region', { name: 'Emergency — go to a vet now' })).toBe(card);
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Emergency — go to a vet now',
    );
    expect(card).toHaveTextContent('Go to a vet clinic now. Call ahead on the way');

    const care = within(card).getByTestId('emergency-care');
    expect(
      within(care).getByRole('heading', { level: 3, name: 'Nearest emergency care in London' }),
    ).toBeVisible();
    const call = within(care).getByRole('link', {
      name: /^Call Thames Night Vets Emergency Hospital/,
    });
    expect(call).toHaveAttribute('href', 'tel:+442079460123');
    expect(call).toHaveTextContent('+44 20 7946 0123');
    expect(
      within(care).getByRole('link', { name: 'Care page of Thames Night Vets Emergency Hospital' }),
    ).toHaveAttribute('href', '/care/london/thames-night-vets-emergency-hospital/');
    // A place without a phone number: no call action, its page instead.
    expect(within(care).getAllByRole('link', { name: /^Call / })).toHaveLength(1);
    expect(within(care).getByText('No phone number listed: see the care page.')).toBeVisible();
    expect(within(care).getByRole('link', { name: 'Care page of Primrose Paws' })).toBeVisible();

    // The level, then the care, then why.
    const text = card.textContent ?? '';
    expect(text.indexOf('Emergency — go to a vet now')).toBeLessThan(
      text.indexOf('Nearest emergency care in London'),
    );
    expect(text.indexOf('Nearest emergency care in London')).toBeLessThan(
      text.indexOf('Why this level'),
    );
    expect(within(card).getByRole('heading', { level: 3, name: 'Why this level' })).toBeVisible();
    expect(within(card).getByText('A male cat straining without passing urine')).toBeVisible();
    expect(within(card).getByText('This is an urgency level, not a diagnosis.')).toBeVisible();
  });

  it('an emergency without known care says to find an emergency vet now, and where to set the city', () => {
    const card = renderCard({ triage: emergency({ care: null }) });
    const care = within(card).getByTestId('emergency-care');
    expect(within(care).getByRole('heading', { name: 'Find an emergency vet now' })).toBeVisible();
    expect(care).toHaveTextContent('We do not know a clinic near you yet.');
    expect(within(care).queryByRole('link', { name: /^Call / })).toBeNull();
    expect(
      within(care).getByRole('link', { name: 'Emergency and vet care by city' }),
    ).toHaveAttribute('href', '/care/');
    expect(
      within(care).getByRole('link', {
        name: 'Add your city to your billing details to see nearby care here next time',
      }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/settings\/personal-info\/(\?referrer=[^#]+)?#billing-details$/),
    );
  });

  it('treats a city with no care places as no care known', () => {
    const card = renderCard({ triage: emergency({ care: { ...LONDON, places: [] } }) });
    expect(within(card).getByRole('heading', { name: 'Find an emergency vet now' })).toBeVisible();
  });

  it('shows no emergency care for the other levels', () => {
    const card = renderCard({ triage: makeTriage({ level: 'within_24h', care: LONDON }) });
    expect(card).toHaveAttribute('data-level', 'within_24h');
    expect(within(card).queryByTestId('emergency-care')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'See a vet within 24 hours' })).toBeVisible();
    expect(card).toHaveTextContent('Book a vet visit for today or tomorrow');
  });

  it('says a stopped answer’s level was decided before the stop, one heading level down', () => {
    const card = renderCard({ triage: makeTriage(), stopped: true, headingLevel: 3 });
    expect(within(card).getByText('Decided before the answer was stopped.')).toBeVisible();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'See a vet within 24 hours',
    );
    for (const name of ['Why this level', 'Watch for', 'Safe home care']) {
      expect(within(card).getByRole('heading', { level: 4, name })).toBeVisible();
    }
  });

  it('lists the follow-up questions unless they are asked beside it, and leaves out empty lists', () => {
    const triage = makeTriage({
      level: 'monitor',
      home_care: [],
      questions: [
        { id: 'q1', text: 'Is he still eating?', options: [] },
        { id: 'q2', text: 'Has it lasted more than a day?' },
      ],
    });
    const card = renderCard({ triage });
    expect(within(card).queryByText('Decided before the answer was stopped.')).toBeNull();
    const heading = within(card).getByRole('heading', {
      level: 3,
      name: 'What would help to judge it better',
    });
    const list = heading.nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Is he still eating?', 'Has it lasted more than a day?']);
    expect(within(card).queryByRole('heading', { name: 'Safe home care' })).toBeNull();
    expect(within(card).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('leaves the questions out where they are asked beside it', () => {
    const triage = makeTriage({ questions: [{ id: 'q1', text: 'Is he still eating?' }] });
    const card = renderCard({ triage, showQuestions: false });
    expect(within(card).queryByText('Is he still eating?')).toBeNull();
    expect(
      within(card).queryByRole('heading', { name: 'What would help to judge it better' }),
    ).toBeNull();
  });

  it('speaks Japanese, with the care pages in the Japanese site', () => {
    const card = renderCard({ triage: emergency({ care: null, questions: [] }) }, 'jp');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      '緊急：今すぐ動物病院へ',
    );
    expect(within(card).getByText('緊急度')).toBeVisible();
    expect(within(card).getByRole('link', { name: '地域別の救急・動物病院情報' })).toHaveAttribute(
      'href',
      '/jp/care/',
    );
    expect(within(card).getByRole('heading', { name: 'この緊急度の理由' })).toBeVisible();
  });
});
