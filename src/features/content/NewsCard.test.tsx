import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { NewsSummary } from './contentTypes';
import { NewsCard } from './NewsCard';

const post: NewsSummary = {
  id: 1,
  key: 'dog-walks',
  slug: 'daily-walks',
  locale: 'en',
  title: 'Daily walks that keep dogs happy',
  excerpt: 'How long, how often and what to bring.',
  category: 'Care',
  cover_image: '/images/covers/dog-walk.svg',
  reading_minutes: 4,
  published_at: '2026-01-20T09:00:00Z',
  updated_at: '2026-01-21T09:00:00Z',
  translations: [],
};

describe('NewsCard', () => {
  it('shows title as a link to the article, category, excerpt, date and reading time', () => {
    renderWithProviders(<NewsCard post={post} />);
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Daily walks that keep dogs happy' });
    expect(link).toHaveAttribute('href', '/news/daily-walks/');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(post.title);
    expect(within(card).getByText('Care')).toBeInTheDocument();
    expect(within(card).getByText(post.excerpt)).toBeInTheDocument();
    expect(within(card).getByText('January 20, 2026')).toHaveAttribute(
      'datetime',
      post.published_at,
    );
    expect(within(card).getByText('4 min read')).toBeInTheDocument();
  });

  it('describes the cover picture', () => {
    renderWithProviders(<NewsCard post={post} />);
    expect(
      screen.getByRole('img', { name: 'A dog on a lead walking beside its owner in a park' }),
    ).toHaveAttribute('src', '/images/covers/dog-walk.svg');
  });

  it('has no picture when the post has no cover', () => {
    renderWithProviders(<NewsCard post={{ ...post, cover_image: null }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('uses the requested heading level', () => {
    renderWithProviders(<NewsCard post={post} headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(post.title);
  });

  it('formats a Japanese card in Japanese', () => {
    renderWithProviders(
      <NewsCard post={{ ...post, locale: 'jp', slug: 'sanpo', title: '毎日の散歩' }} />,
      { locale: 'jp' },
    );
    expect(screen.getByRole('link', { name: '毎日の散歩' })).toHaveAttribute(
      'href',
      '/jp/news/sanpo/',
    );
    expect(screen.getByText('2026年1月20日')).toBeInTheDocument();
    expect(screen.getByText('4分で読めます')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: '公園で飼い主と並んで散歩するリードをつけた犬' }),
    ).toBeInTheDocument();
  });

  it('formats a French card in French, with the English alt text marked as English', () => {
    renderWithProviders(
      <NewsCard post={{ ...post, locale: 'fr', slug: 'promenades', title: 'Promenades' }} />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('link', { name: 'Promenades' })).toHaveAttribute(
      'href',
      '/fr/news/promenades/',
    );
    expect(screen.getByText('20 janvier 2026')).toBeInTheDocument();
    expect(screen.getByText('4 min')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('lang', 'en');
  });
});
