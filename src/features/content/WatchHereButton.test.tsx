import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { hasEmbeddedVideo, WatchHereButton } from './WatchHereButton';

const VIDEO =
  '<p>Brushing, step by step.</p><figure><iframe src="https://www.youtube-nocookie.com/embed/sUdDaXMmeks" title="A veterinarian shows how to brush a cat’s teeth"></iframe></figure>';

describe('WatchHereButton', () => {
  it('is offered only for articles that embed a video', () => {
    expect(hasEmbeddedVideo(VIDEO)).toBe(true);
    expect(hasEmbeddedVideo('<p>No video here.</p>')).toBe(false);
    // A map is an embed, not a video.
    expect(
      hasEmbeddedVideo(
        '<iframe src="https://www.google.com/maps/embed?pb=1" title="Our clinic"></iframe>',
      ),
    ).toBe(false);
  });

  it('brings the player into view, focuses it and sends btn_click_watch_here', () => {
    const layer = window as unknown as { dataLayer?: Record<string, unknown>[] };
    layer.dataLayer = [];
    renderWithProviders(
      <>
        <WatchHereButton articleSlug="cat-dental-health" bodyId="body" />
        <div id="body" dangerouslySetInnerHTML={{ __html: VIDEO }} />
      </>,
    );
    expect(screen.getByText('This article includes a video.')).toBeInTheDocument();
    const frame = document.querySelector('iframe')!;
    const scrolled: unknown[] = [];
    frame.scrollIntoView = (options?: unknown) => void scrolled.push(options);
    fireEvent.click(screen.getByRole('button', { name: 'Watch here' }));
    expect(scrolled).toHaveLength(1);
    expect(document.activeElement).toBe(frame);
    expect(layer.dataLayer).toEqual([
      {
        event: 'btn_click_watch_here',
        article_slug: 'cat-dental-health',
        video_host: 'www.youtube-nocookie.com',
        video_title: 'A veterinarian shows how to brush a cat’s teeth',
        language: 'en',
      },
    ]);
  });

  it('speaks Japanese on Japanese pages', () => {
    renderWithProviders(<WatchHereButton articleSlug="a" bodyId="none" />, { locale: 'jp' });
    expect(screen.getByRole('button', { name: 'ここで見る' })).toBeInTheDocument();
  });
});
