import { screen, within } from '@testing-library/react';
import type { EmergencyCard } from '@contract/schemas/emergencyCard';
import { makePet } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EmergencyCardView, PRINT_CSS } from './EmergencyCardView';

function makeCard(overrides: Partial<EmergencyCard> = {}): EmergencyCard {
  return {
    pet: makePet({
      name: 'Hana',
      species: 'dog',
      breed: 'Shiba Inu',
      birth_date: '2023-03-14',
      birth_date_is_estimate: false,
      weight_kg: 9.979,
      microchip_number: '392141000123456',
      allergies: ['Beef', 'Chicken'],
      conditions: ['Atopic dermatitis'],
      medications: [
        {
          name: 'Apoquel',
          dose: '5.4 mg',
          frequency: 'Twice a day',
          started_on: null,
          ends_on: null,
        },
        { name: 'Fish oil', dose: null, frequency: null, started_on: null, ends_on: null },
      ],
    }),
    clinic: { name: 'Harbourside Vets', phone: '+44 20 7946 0321', source: 'shared' },
    keeper: { name: 'Sam Keeper', email: 'sam@example.com', phone: null, weight_unit: 'lb' },
    generated_at: '2026-06-01T08:00:00.000Z',
    ...overrides,
  };
}

const field = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!);

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-06-01T09:00:00Z'), advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

describe('EmergencyCardView', () => {
  it('shows every value as the app does: weight in the keeper’s unit, age, doses, phones', () => {
    renderWithProviders(<EmergencyCardView card={makeCard()} />);
    expect(screen.getByRole('heading', { name: 'Emergency card: Hana' })).toBeInTheDocument();
    expect(field('Species').getByText('Dog')).toBeInTheDocument();
    expect(field('Breed').getByText('Shiba Inu')).toBeInTheDocument();
    expect(field('Age').getByText('3 years')).toBeInTheDocument();
    // 9.979 kg is the 22 lb the keeper typed: shown back in pounds, not as 9.98 kg.
    expect(field('Weight').getByText('22 lb')).toBeInTheDocument();
    expect(field('Microchip').getByText('392141000123456')).toBeInTheDocument();
    expect(
      field('Allergies')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Beef', 'Chicken']);
    expect(
      field('Medications')
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Apoquel: 5.4 mg, Twice a day', 'Fish oil']);
    expect(field('Clinic').getByText('Harbourside Vets')).toBeInTheDocument();
    expect(field('Clinic').getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute(
      'href',
      'tel:+442079460321',
    );
    expect(field('Keeper').getByText('Sam Keeper')).toBeInTheDocument();
    expect(field('Keeper').getByText(/sam@example\.com/)).toBeInTheDocument();
    expect(screen.getByText('Information as of June 1, 2026')).toBeInTheDocument();
  });

  it('says what is not recorded instead of leaving a blank', () => {
    const card = makeCard({ clinic: null });
    card.pet = {
      ...card.pet,
      breed: null,
      birth_date: null,
      weight_kg: null,
      microchip_number: null,
      allergies: [],
      medications: [],
    };
    renderWithProviders(<EmergencyCardView card={card} />);
    for (const label of ['Breed', 'Age', 'Weight', 'Microchip', 'Clinic']) {
      expect(field(label).getByText('Not recorded')).toBeInTheDocument();
    }
    expect(field('Allergies').getByText('None recorded')).toBeInTheDocument();
    expect(field('Medications').getByText('None recorded')).toBeInTheDocument();
  });

  it('reads in Japanese with the Japanese weight format and full-width punctuation', () => {
    const card = makeCard({
      keeper: {
        name: '山田花子',
        email: 'hanako@example.jp',
        phone: '090-1234-5678',
        weight_unit: 'kg',
      },
    });
    card.pet = { ...card.pet, weight_kg: 8.45 };
    renderWithProviders(<EmergencyCardView card={card} />, { locale: 'jp' });
    expect(screen.getByRole('heading', { name: '緊急カード：Hana' })).toBeInTheDocument();
    expect(field('種類').getByText('犬')).toBeInTheDocument();
    expect(field('年齢').getByText('3歳')).toBeInTheDocument();
    expect(field('体重').getByText('8.45kg')).toBeInTheDocument();
    expect(field('服用中の薬').getAllByRole('listitem')[0]).toHaveTextContent(
      'Apoquel：5.4 mg、Twice a day',
    );
    expect(field('飼い主').getByText(/電話：/)).toBeInTheDocument();
    expect(field('飼い主').getByRole('link', { name: '090-1234-5678' })).toHaveAttribute(
      'href',
      'tel:09012345678',
    );
  });

  it('prints only the card: the print stylesheet hides everything around it', () => {
    expect(PRINT_CSS).toContain('@media print');
    const { container } = renderWithProviders(<EmergencyCardView card={makeCard()} />);
    expect(container.querySelector('[data-print-card]')).not.toBeNull();
  });
});
