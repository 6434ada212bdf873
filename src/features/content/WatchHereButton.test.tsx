import { fireEvent, screen } from '@testing-library/react';
import { showPrebuiltMarkup } from '../../test/prebuiltMarkup';
import { renderWithProviders } from '../../test/renderWithProviders';
import { bindWatchHere, hasEmbeddedVideo } from './watchHere';
import { WatchHereButton } from './WatchHereButton';

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

  /** Clicks "Watch here" and checks what it did: the player in view and focused, the event. */
  function expectWatchedOnClick(name: string, event: Record<string, unknown>) {
    const layer = window as unknown as { dataLayer?: Record<string, unknown>[] };
    layer.dataLayer = [];
    const frame = document.querySelector('iframe')!;
    const scrolled: unknown[] = [];
    frame.scrollIntoView = (options?: unknown) => void scrolled.push(options);
    fireEvent.click(screen.getByRole('button', { name }));
    expect(scrolled).toHaveLength(1);
    expect(document.activeElement).toBe(frame);
    expect(layer.dataLayer).toEqual([
      {
        event: 'btn_click_watch_here',
        video_host: 'www.youtube-nocookie.com',
        video_title: 'A veterinarian shows how to brush a cat’s teeth',
        ...event,
      },
    ]);
  }

  it('brings the player into view, focuses it and sends btn_click_watch_here', () => {
    renderWithProviders(
      <>
        <WatchHereButton articleSlug="cat-dental-health" bodyId="body" />
        <div id="body" dangerouslySetInnerHTML={{ __html: VIDEO }} />
      </>,
    );
    expect(screen.getByText('This article includes a video.')).toBeInTheDocument();
    expectWatchedOnClick('Watch here', { article_slug: 'cat-dental-health', language: 'en' });
  });

  // A page without a runtime: the prebuilt button, bound by the island script.
  it('does the same as prebuilt HTML bound by the island script', () => {
    showPrebuiltMarkup(
      <>
        <WatchHereButton articleSlug="neko-no-ha" bodyId="body" />
        <div id="body" dangerouslySetInnerHTML={{ __html: VIDEO }} />
      </>,
      { locale: 'jp' },
    );
    bindWatchHere();
    expectWatchedOnClick('ここで見る', { article_slug: 'neko-no-ha', language: 'jp' });
  });

  it('speaks Japanese on Japanese pages', () => {
    renderWithProviders(<WatchHereButton articleSlug="a" bodyId="none" />, { locale: 'jp' });
    expect(screen.getByRole('button', { name: 'ここで見る' })).toBeInTheDocument();
  });
});
