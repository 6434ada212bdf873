// /si/image-analysis against the product's own API: the current pet's analyses with their level,
// one opened with its result, the button to a new one (btn_click_go_to_img_analyze), continuing
// in the chat, deleting after a confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImageAnalysis } from '@contract/schemas/imageAnalysis';
import { sharpPhoto } from '../../test/analysisPhotos';
import { productApiPerFile, signInPage } from '../../test/productApiPerFile';
import { keeperWithPet, type ProductKeeper } from '../../test/productKeeper';
import { renderApp } from '../../test/renderApp';
import { appRoutesWithStubs } from '../../test/stubRoutes';

jest.setTimeout(120_000);
const SLOW = { timeout: 30_000 };
const ROUTES = appRoutesWithStubs(['/pets-threads/:id']);

const api = productApiPerFile();

/** An analysis made through the API as the keeper's app would, answered or not. */
async function analysisOf(
  keeper: ProductKeeper,
  bodyArea: string,
  answer: boolean,
): Promise<ImageAnalysis> {
  // Built by hand: the jsdom page's FormData is not one Node's fetch can send.
  const boundary = '----analysis-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="body_area"\r\n\r\n${bodyArea}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    await sharpPhoto(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${api.server.origin}/api/keeper/pets/${keeper.petId}/image-analyses`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${keeper.token}`,
      Accept: 'application/json',
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  const created = ((await res.json()) as { data: ImageAnalysis }).data;
  if (!answer) return created;
  const answers = Object.fromEntries(created.questions.map((q) => [q.id, q.options[0]?.id]));
  return (
    await keeper.call<{ data: ImageAnalysis }>(
      'POST',
      `keeper/image-analyses/${created.id}/answers`,
      {
        answers,
      },
    )
  ).data;
}

describe('ImageAnalysisScreen (/si/image-analysis)', () => {
  it('lists the analyses, opens one with its result, continues in the chat and deletes', async () => {
    const keeper = await keeperWithPet(api.server, { name: 'Biscuit', species: 'dog' });
    const answered = await analysisOf(keeper, 'wound', true);
    const open = await analysisOf(keeper, 'ear', false);
    signInPage(keeper);
    const app = renderApp('/si/image-analysis/', { server: api.proxy, routes: ROUTES });
    const list = await screen.findByRole('navigation', { name: 'Photo analyses of Biscuit' }, SLOW);
    const links = within(list).getAllByRole('link');
    // Newest first: the unanswered ear, then the wound with its level in words.
    expect(links[0]).toHaveTextContent('Ear');
    expect(links[0]).toHaveTextContent('Questions to answer');
    expect(links[1]).toHaveTextContent('Wound');
    const level = answered.triage?.level ?? 'monitor';
    expect(links[1]?.querySelector(`[data-level="${level}"]`)).not.toBeNull();
    expect(screen.getByText('Choose an analysis to see its result.')).toBeInTheDocument();

    // Gatsby's Link is a plain anchor under jest: follow its address as a click would.
    const href = links[1]?.getAttribute('href') ?? '';
    expect(href).toMatch(new RegExp(`^/si/image-analysis/\\?analysis=${answered.id}&referrer=`));
    await app.history.navigate(href);
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'Photo analysis: Wound' },
      SLOW,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(links[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('region', { name: 'What was looked at' })).toBeInTheDocument();
    expect(screen.getByTestId('triage-card')).toHaveAttribute('data-level', level);

    fireEvent.click(screen.getByRole('button', { name: 'Continue to pet analysis' }));
    await waitFor(() => expect(app.currentPath()).toMatch(/^\/pets-threads\/\w+\/$/), SLOW);
    const threadId = app.currentPath().split('/')[2];
    const thread = await keeper.call<{ data: { thread: { origin: string } } }>(
      'GET',
      `keeper/threads/${threadId}`,
    );
    expect(thread.data.thread.origin).toBe('image_analysis');

    // The unanswered one asks its questions where its result will be.
    await app.history.navigate(`/si/image-analysis/?analysis=${open.id}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Photo analysis: Ear' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Questions about the photo' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete this analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo analysis?' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete analysis' }));
    expect(
      await screen.findByText('The photo analysis has been deleted.', {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/si/image-analysis/'), SLOW);
    await keeper.call('GET', `keeper/image-analyses/${open.id}`, undefined, 404);
    // The list is shown again once the page has reloaded it: wait for it, not for a moment.
    await waitFor(
      () =>
        expect(
          within(
            screen.getByRole('navigation', { name: 'Photo analyses of Biscuit' }),
          ).getAllByRole('link'),
        ).toHaveLength(1),
      SLOW,
    );
  });

  it('leads to a new analysis from an empty list, and says so to the tag manager', async () => {
    const keeper = await keeperWithPet(api.server, { name: 'Miso', species: 'cat' });
    signInPage(keeper);
    const app = renderApp('/si/image-analysis/', { server: api.proxy });
    expect(await screen.findByText('No photo analyses of Miso yet', {}, SLOW)).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'New photo analysis' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    await waitFor(() => expect(app.currentPath()).toBe('/si/image-analysis/new/'));
    expect(app.events).toContainEqual({
      event: 'btn_click_go_to_img_analyze',
      params: { placement: 'empty' },
    });
  });

  it('says when an analysis is not the keeper’s', async () => {
    const owner = await keeperWithPet(api.server);
    const theirs = await analysisOf(owner, 'eye', true);
    const keeper = await keeperWithPet(api.server, { name: 'Sora', species: 'cat' });
    signInPage(keeper);
    renderApp(`/jp/si/image-analysis/?analysis=${theirs.id}`, { server: api.proxy, locale: 'jp' });
    expect(
      await screen.findByText('この写真分析は存在しないか、アクセスできません。', {}, SLOW),
    ).toBeInTheDocument();
  });
});
