// /si/image-analysis/new against the product's own API (through a loopback proxy for jsdom's
// uploads): a photo refused by the server's quality check comes back with its reasons and tips,
// a sharp one leads to the guided questions, and the answers to the result.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { blurryPhoto, darkPhoto, photoFile, sharpPhoto } from '../../test/analysisPhotos';
import { startApiProxy, type ApiProxy } from '../../test/apiProxy';
import { keeperWithPet, type ProductKeeper } from '../../test/productKeeper';
import { startProductServer, type ProductServer } from '../../test/productServer';
import { renderApp } from '../../test/renderApp';
import { clearAllCookies } from '../../test/testRootStore';

jest.setTimeout(120_000);
const SLOW = { timeout: 30_000 };

let server: ProductServer;
let proxy: ApiProxy;
beforeAll(async () => {
  server = await startProductServer();
  proxy = await startApiProxy(server.origin);
});
afterAll(async () => {
  await proxy.close();
  await server.stop();
});

function signIn(keeper: ProductKeeper): void {
  clearAllCookies();
  window.localStorage.clear();
  document.cookie = `auth-token=${keeper.token}; Path=/`;
  document.cookie = 'auth-method=email; Path=/';
}

function chooseFile(container: HTMLElement, selector: string, file: File): void {
  const input = container.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error(`no ${selector}`);
  fireEvent.change(input, { target: { files: [file] } });
}

describe('NewImageAnalysisScreen (/si/image-analysis/new)', () => {
  it('asks for a better photo when the check refuses one, then asks the questions and shows the result', async () => {
    const keeper = await keeperWithPet(server, { name: 'Biscuit', species: 'dog' });
    signIn(keeper);
    const app = renderApp('/si/image-analysis/new/', { server: proxy });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New photo analysis' }, SLOW),
    ).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByText('Photo').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: 'Add a photo' })).toBeInTheDocument();
    // The phone camera: an image input that asks for the back camera.
    const camera = app.container.querySelector('input[data-camera-input]');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('region', { name: 'For a photo we can use' })).toBeInTheDocument();

    chooseFile(
      app.container,
      'input[data-file-input]',
      photoFile(await blurryPhoto(), 'blurry.jpg'),
    );
    const details = await screen.findByRole('heading', { level: 2, name: 'What worries you' });
    await waitFor(() => expect(details).toHaveFocus());
    expect(screen.getByText('blurry.jpg')).toBeInTheDocument();
    // The body area is needed.
    fireEvent.click(screen.getByRole('button', { name: 'Send the photo' }));
    expect(await screen.findByText('Please choose the body area.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Skin and coat' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What do you see? (optional)' }), {
      target: { value: 'A red, itchy patch on his flank' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the photo' }));

    const refusal = await screen.findByRole('alert', { name: 'Please take a better photo' }, SLOW);
    expect(
      within(refusal).getByText(
        'The photo is blurry. Hold the phone steady, tap to focus and take it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add a new photo' })).toBeInTheDocument();
    expect(app.store.imageAnalysis.analyses.value ?? []).toEqual([]);

    // A drop anywhere on the page brings the next photo.
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.assign(drop, {
      dataTransfer: { types: ['Files'], files: [photoFile(await sharpPhoto(), 'close-up.jpg')] },
    });
    act(() => {
      window.dispatchEvent(drop);
    });
    await screen.findByRole('heading', { level: 2, name: 'What worries you' });
    // What the keeper said is kept.
    expect(screen.getByRole('radio', { name: 'Skin and coat' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'What do you see? (optional)' })).toHaveValue(
      'A red, itchy patch on his flank',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the photo' }));

    const questions = await screen.findByRole('form', { name: 'Questions about the photo' }, SLOW);
    expect(screen.getByText('The photo is clear enough to use.')).toBeInTheDocument();
    const groups = within(questions).getAllByRole('group');
    expect(groups.length).toBeGreaterThan(0);
    fireEvent.click(within(questions).getByRole('button', { name: 'See the result' }));
    expect((await within(questions).findAllByText('Please choose an answer.')).length).toBe(
      groups.length,
    );
    for (const group of groups) fireEvent.click(within(group).getAllByRole('radio')[0]!);
    fireEvent.click(within(questions).getByRole('button', { name: 'See the result' }));

    await waitFor(
      () => expect(app.currentPath()).toMatch(/^\/si\/image-analysis\/\?analysis=/),
      SLOW,
    );
    const result = await screen.findByRole(
      'region',
      { name: /^(Emergency|See a vet|Monitor|No action)/ },
      SLOW,
    );
    expect(within(result).getByText('Urgency level')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What was looked at' })).toHaveTextContent(
      'resolution (1200 × 900 pixels), sharpness and exposure',
    );
    expect(screen.getByText(/does not interpret what the photo shows/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to pet analysis' })).toBeInTheDocument();
  });

  it('speaks Japanese: a dark photo is refused with the server’s Japanese reason', async () => {
    const keeper = await keeperWithPet(server, { name: 'ミソ', species: 'cat' });
    signIn(keeper);
    const app = renderApp('/jp/si/image-analysis/new/', { server: proxy, locale: 'jp' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '新しい写真分析' }, SLOW),
    ).toBeInTheDocument();
    chooseFile(app.container, 'input[data-file-input]', photoFile(await darkPhoto(), 'dark.jpg'));
    await screen.findByRole('heading', { level: 2, name: '気になること' });
    fireEvent.click(screen.getByRole('radio', { name: '目' }));
    fireEvent.click(screen.getByRole('button', { name: '写真を送信する' }));
    const refusal = await screen.findByRole('alert', { name: 'もう一度撮影してください' }, SLOW);
    expect(refusal).toHaveTextContent(
      '写真が暗すぎます。明かりをつけるか窓の近くで撮り直してください。',
    );
  });
});
