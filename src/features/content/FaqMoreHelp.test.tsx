import { screen } from '@testing-library/react';
import en from '../../i18n/locales/en/common.json';
import jp from '../../i18n/locales/jp/common.json';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FaqMoreHelp } from './FaqMoreHelp';

describe('FaqMoreHelp', () => {
  it('leads to the contact form of the page locale', () => {
    renderWithProviders(<FaqMoreHelp />, { locale: 'jp' });
    expect(screen.getByRole('heading', { name: jp.faq.moreHelp })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: jp.faq.contactUs })).toHaveAttribute(
      'href',
      '/jp/contact/',
    );
  });

  it('speaks English, and opens the English form, where the locale has no UI strings', () => {
    renderWithProviders(<FaqMoreHelp />, { locale: 'fr' });
    const heading = screen.getByRole('heading', { name: en.faq.moreHelp });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: en.faq.contactUs })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });
});
