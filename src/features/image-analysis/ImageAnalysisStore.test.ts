// The photo analysis store against the product's own API (a child process on PGlite), through a
// loopback proxy that lets jsdom's XMLHttpRequest upload across origins: real photos drawn with
// sharp, the server's real quality check, guided questions and triage.
import { when } from 'mobx';
import { UPLOAD_CANCELLED, UPLOAD_NETWORK_ERROR } from '../../http/uploadRequest';
import { createDocumentCookieJar } from '../../http/cookies';
import { RootStore } from '../../stores/RootStore';
import { blurryPhoto, darkPhoto, photoFile, sharpPhoto } from '../../test/analysisPhotos';
import { productApiPerFile } from '../../test/productApiPerFile';
import { keeperWithPet, type ProductKeeper } from '../../test/productKeeper';
import { clearAllCookies } from '../../test/testRootStore';

jest.setTimeout(90_000);

const api = productApiPerFile();

function storeFor(keeper: ProductKeeper, locale: 'en' | 'jp' = 'en'): RootStore {
  clearAllCookies();
  document.cookie = `auth-token=${keeper.token}; Path=/`;
  return new RootStore({
    cookies: createDocumentCookieJar(document, false),
    apiBaseUrl: `${api.proxy.origin}/api`,
    locale,
  });
}

async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const settled = (store: RootStore, petId: string) =>
  when(() => !store.imageAnalysis.uploadingFor(petId), { timeout: 60_000 });

describe('ImageAnalysisStore', () => {
  afterEach(() => api.proxy.intercept(null));

  it('refuses a blurry photo as soon as it is chosen, then analyses a sharp one to its triage', async () => {
    const keeper = await keeperWithPet(api.server, { name: 'Biscuit', species: 'dog' });
    const store = storeFor(keeper);
    const { imageAnalysis } = store;
    await imageAnalysis.loadList(keeper.petId);
    expect(imageAnalysis.analyses.valueFor(keeper.petId)).toEqual([]);

    const checked = imageAnalysis.choosePhoto(
      keeper.petId,
      photoFile(await blurryPhoto(), 'blurry.jpg'),
    );
    expect(imageAnalysis.draft).toMatchObject({ step: 'photo', checking: true });
    await checked;
    expect(imageAnalysis.draft).toMatchObject({
      step: 'photo',
      checking: false,
      file: null,
      refusal: ['The photo is blurry. Hold the phone steady, tap to focus and take it again.'],
    });
    // Nothing was sent for an analysis, nothing kept, and no error toast for an ordinary refusal.
    expect(imageAnalysis.uploads.tasks).toEqual([]);
    expect(store.toasts.toasts).toEqual([]);
    await imageAnalysis.loadList(keeper.petId, { force: true });
    expect(imageAnalysis.analyses.valueFor(keeper.petId)).toEqual([]);

    await imageAnalysis.choosePhoto(keeper.petId, photoFile(await sharpPhoto(), 'close-up.jpg'));
    expect(imageAnalysis.draft).toMatchObject({ step: 'details', refusal: null, checking: false });
    imageAnalysis.submit(keeper.petId, { body_area: 'skin_coat', concern: 'A red patch' });
    await settled(store, keeper.petId);
    const created = imageAnalysis.draft?.analysis;
    expect(imageAnalysis.draft?.step).toBe('questions');
    expect(created).toMatchObject({
      body_area: 'skin_coat',
      concern: 'A red patch',
      status: 'needs_answers',
      quality: { usable: true, problems: [], width: 1200, height: 900 },
      vision_description: null,
    });
    expect(created?.questions.length).toBeGreaterThan(0);
    expect(imageAnalysis.analyses.valueFor(keeper.petId)?.map((a) => a.id)).toEqual([created?.id]);

    const answers = Object.fromEntries(
      (created?.questions ?? []).map((q) => [q.id, q.options[0]?.id ?? '']),
    );
    const complete = await imageAnalysis.answer(created?.id ?? '', answers);
    expect(complete.status).toBe('complete');
    expect(complete.triage?.level).toMatch(
      /^(emergency|within_24h|within_2_3_days|monitor|no_action)$/,
    );
    expect(complete.triage?.source).toBe('engine');
    // The draft is done; the list holds the complete analysis.
    expect(imageAnalysis.draft?.step).toBe('photo');
    expect(imageAnalysis.analysisFor(keeper.petId, complete.id)?.status).toBe('complete');

    const thread = await imageAnalysis.continueInChat(complete);
    expect(thread.origin).toBe('image_analysis');
    expect(imageAnalysis.analysisFor(keeper.petId, complete.id)?.thread_id).toBe(thread.id);
    // Asked again, the same thread.
    expect((await imageAnalysis.continueInChat(complete)).id).toBe(thread.id);

    await imageAnalysis.remove(complete);
    expect(imageAnalysis.analyses.valueFor(keeper.petId)).toEqual([]);
    await expect(
      keeper.call('GET', `keeper/image-analyses/${complete.id}`, undefined, 404),
    ).resolves.toBeDefined();
  });

  it('says a dark photo is too dark, in Japanese for a Japanese page', async () => {
    const keeper = await keeperWithPet(api.server, { name: 'ミソ', species: 'cat' });
    const store = storeFor(keeper, 'jp');
    await store.imageAnalysis.choosePhoto(keeper.petId, photoFile(await darkPhoto(), 'dark.jpg'));
    expect(store.imageAnalysis.draft?.refusal).toEqual([
      '写真が暗すぎます。明かりをつけるか窓の近くで撮り直してください。',
    ]);
  });

  it('lets the keeper go on when the check cannot be reached; the photo is checked when sent', async () => {
    const keeper = await keeperWithPet(api.server);
    const store = storeFor(keeper);
    const { imageAnalysis } = store;
    api.proxy.intercept((request, response) => {
      if (!request.url.endsWith('/photo-check')) return false;
      response.socket?.destroy();
      return true;
    });
    await imageAnalysis.choosePhoto(keeper.petId, photoFile(await blurryPhoto(), 'blurry.jpg'));
    expect(imageAnalysis.draft).toMatchObject({ step: 'details', refusal: null, checking: false });
    imageAnalysis.submit(keeper.petId, { body_area: 'eye', concern: 'Red since yesterday' });
    await settled(store, keeper.petId);
    // Refused when sent: back to the photo step with the reasons, what the keeper said kept, and
    // still no error toast.
    expect(imageAnalysis.draft).toMatchObject({
      step: 'photo',
      file: null,
      bodyArea: 'eye',
      concern: 'Red since yesterday',
      refusal: ['The photo is blurry. Hold the phone steady, tap to focus and take it again.'],
    });
    expect(store.toasts.toasts).toEqual([]);
  });

  it('cancels an upload on its way and tells a cut connection apart, keeping the photo', async () => {
    const keeper = await keeperWithPet(api.server);
    const store = storeFor(keeper);
    const { imageAnalysis } = store;
    const held: { destroy: () => void }[] = [];
    let cut = false;
    api.proxy.intercept((request, response) => {
      if (request.method !== 'POST' || !request.url.endsWith('/image-analyses')) return false;
      if (cut) response.socket?.destroy();
      else held.push(response);
      return true;
    });
    await imageAnalysis.choosePhoto(keeper.petId, photoFile(await sharpPhoto(), 'slow.jpg'));
    imageAnalysis.submit(keeper.petId, { body_area: 'paw_leg' });
    await until(() => held.length === 1, 'the upload to reach the server');
    expect(imageAnalysis.uploadingFor(keeper.petId)).toBe(true);
    const [task] = imageAnalysis.uploads.tasks;
    imageAnalysis.uploads.cancel(task?.id ?? 0);
    await settled(store, keeper.petId);
    expect(imageAnalysis.uploads.tasks[0]).toMatchObject({
      state: 'cancelled',
      failure: { message: null, messageKey: 'api.uploadCancelled' },
    });
    expect(UPLOAD_CANCELLED).toBe('Upload cancelled');
    // Still on the details step with the photo: it can be sent again.
    expect(imageAnalysis.draft).toMatchObject({ step: 'details', refusal: null });
    expect(imageAnalysis.draft?.file?.name).toBe('slow.jpg');

    cut = true;
    imageAnalysis.uploads.retry(task?.id ?? 0);
    await settled(store, keeper.petId);
    expect(imageAnalysis.uploads.tasks[0]?.state).toBe('failed');
    // The catalogue's message, translated on screen ('Network error during upload').
    expect(imageAnalysis.uploads.tasks[0]?.failure).toEqual({
      message: null,
      messageKey: 'api.uploadNetworkError',
    });
    expect(UPLOAD_NETWORK_ERROR).toBe('Network error during upload');
    expect(imageAnalysis.draft?.step).toBe('details');
    for (const response of held) response.destroy();
  });

  it('keeps another keeper’s analysis out of reach', async () => {
    const owner = await keeperWithPet(api.server);
    const store = storeFor(owner);
    await store.imageAnalysis.choosePhoto(owner.petId, photoFile(await sharpPhoto(), 'a.jpg'));
    store.imageAnalysis.submit(owner.petId, { body_area: 'ear' });
    await settled(store, owner.petId);
    const id = store.imageAnalysis.draft?.analysis?.id ?? '';
    expect(id).not.toBe('');

    const stranger = await keeperWithPet(api.server);
    const theirs = storeFor(stranger);
    await theirs.imageAnalysis.loadOne(id);
    expect(theirs.imageAnalysis.opened.state).toBe('failed');
    expect(theirs.imageAnalysis.analysisFor(stranger.petId, id)).toBeNull();
  });
});
