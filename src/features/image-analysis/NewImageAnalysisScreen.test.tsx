// /si/image-analysis/new against the product's own API (through a loopback proxy for jsdom's
// uploads): a photo the server's quality check refuses is said calmly as soon as it is chosen,
// with its reasons and tips and no error toast; a sharp one leads to the details, the guided
// questions, and the answers to the result.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { blurryPhoto, darkPhoto, photoFile, sharpPhoto } from '../../test/analysisPhotos';
import { productApiPerFile, signInPage } from '../../test/productApiPerFile';
import { keeperWithPet } from '../../test/productKeeper';
import { renderApp } from '../../test/renderApp';

jest.setTimeout(120_000);
const SLOW = { timeout: 30_000 };

const api = productApiPerFile();

function chooseFile(container: HTMLElement, selector: string, file: File): void {
  const input = container.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error(`no ${selector}`);
  fireEvent.change(input, { target: { files: [file] } });
}

describe('NewImageAnalysisScreen (/si/image-analysis/new)', () => {
  it('asks for a better photo as soon as the check refuses one, then asks the questions and shows the result', async () => {
    const keeper = await keeperWithPet(api.server, { name: 'Biscuit', species: 'dog' });
    signInPage(keeper);
    const app = renderApp('/si/image-analysis/new/', { server: api.proxy });
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
    // Checked at once: the keeper sees it is being checked, then what to change, still on the
    // photo step, before filling in anything.
    expect(screen.getByText('Checking the photo…').closest('[role="status"]')).not.toBeNull();
    const refusal = await screen.findByRole('status', { name: 'Please take a better photo' }, SLOW);
    expect(
      within(refusal).getByText(
        'The photo is blurry. Hold the phone steady, tap to focus and take it again.',
      ),
    ).toBeInTheDocument();
    const again = screen.getByRole('heading', { level: 2, name: 'Add a new photo' });
    await waitFor(() => expect(again).toHaveFocus());
    expect(screen.queryByText('Checking the photo…')).not.toBeInTheDocument();
    // An ordinary refusal, not an error: no toast, nothing alarming.
    expect(app.store.toasts.toasts).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(app.store.imageAnalysis.analyses.value ?? []).toEqual([]);

    // A drop anywhere on the page brings the next photo.
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.assign(drop, {
      dataTransfer: { types: ['Files'], files: [photoFile(await sharpPhoto(), 'close-up.jpg')] },
    });
    act(() => {
      window.dispatchEvent(drop);
    });
    const details = await screen.findByRole(
      'heading',
      { level: 2, name: 'What worries you' },
      SLOW,
    );
    await waitFor(() => expect(details).toHaveFocus());
    expect(screen.getByText('close-up.jpg')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Please take a better photo' })).toBeNull();
    // The body area is needed.
    fireEvent.click(screen.getByRole('button', { name: 'Send the photo' }));
    expect(await screen.findByText('Please choose the body area.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Skin and coat' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What do you see? (optional)' }), {
      target: { value: 'A red, itchy patch on his flank' },
    });
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
    const keeper = await keeperWithPet(api.server, { name: 'ミソ', species: 'cat' });
    signInPage(keeper);
    const app = renderApp('/jp/si/image-analysis/new/', { server: api.proxy, locale: 'jp' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '新しい写真分析' }, SLOW),
    ).toBeInTheDocument();
    chooseFile(app.container, 'input[data-file-input]', photoFile(await darkPhoto(), 'dark.jpg'));
    expect(screen.getByText('写真を確認しています…').closest('[role="status"]')).not.toBeNull();
    const refusal = await screen.findByRole('status', { name: 'もう一度撮影してください' }, SLOW);
    expect(refusal).toHaveTextContent(
      '写真が暗すぎます。明かりをつけるか窓の近くで撮り直してください。',
    );
    expect(screen.getByRole('heading', { level: 2, name: '新しい写真を追加' })).toBeInTheDocument();
    expect(app.store.toasts.toasts).toEqual([]);
  });
});
