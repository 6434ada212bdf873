import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { VetLayout } from './VetLayout';

describe('VetLayout', () => {
  it('has the clinic menu, a way back to the keepers’ site and the site footer', () => {
    renderWithProviders(
      <VetLayout
        alternates={[
          { locale: 'en', path: '/vet/' },
          { locale: 'jp', path: '/jp/vet/' },
        ]}
      >
        <h1>Clinics</h1>
      </VetLayout>,
      { locale: 'jp' },
    );
    expect(screen.getByRole('link', { name: 'メインコンテンツへスキップ' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'メイン' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/jp/vet/', '/jp/providers-terms-of-use/', '/jp/contact/?topic=clinics']);
    expect(screen.getByRole('link', { name: '動物病院向けPetCare' })).toHaveAttribute(
      'href',
      '/jp/vet/',
    );
    expect(screen.getByRole('link', { name: '飼い主の方へ' })).toHaveAttribute('href', '/jp/');
    expect(screen.getByRole('navigation', { name: '言語' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Clinics');
    expect(screen.getByRole('navigation', { name: 'フッター' })).toBeInTheDocument();
  });
});
