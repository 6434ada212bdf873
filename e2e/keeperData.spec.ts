import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';
import { signInThroughForm } from './support/authApi';
import { createPet, newKeeper, pdfDocument, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

/** The entries of a ZIP archive: name → bytes. */
async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', () => resolve());
    archive.on('entry', (entry: yauzl.Entry) =>
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream).then((bytes) => {
          entries.set(entry.fileName, bytes);
          archive.readEntry();
        }, reject);
      }),
    );
    archive.readEntry();
  });
  return entries;
}

// A keeper downloads everything PetCare holds about them, then deletes the account: confirmed
// with the password, signed out at once, told when it goes; signing in during the grace period
// cancels it (the erasure itself runs as a scheduled job after 14 days: server tests cover it).
test.describe('a keeper’s own data', { tag: '@auth-api' }, () => {
  test('downloads their data, then deletes their account', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const keeper = await newKeeper(request, 'own-data');
    const pet = await createPet(request, keeper, { name: 'Pochi', species: 'dog' });
    const uploaded = await request.post(`/api/keeper/pets/${pet.id}/documents`, {
      headers: { Authorization: `Bearer ${keeper.token}` },
      multipart: {
        kind: 'lab_result',
        title: 'Spring bloods',
        file: {
          name: 'bloods.pdf',
          mimeType: 'application/pdf',
          buffer: await pdfDocument('Pochi: all normal'),
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    // Reached from the settings links, not by URL.
    await signInBrowser(context, baseURL!, keeper);
    await page.goto('/settings/personal-info/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal information' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Your data' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/settings\/your-data\/?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
    const removal = page.getByRole('region', { name: 'Delete my account' });
    await expect(removal.getByText('1 pet and its profile')).toBeVisible();
    await expect(removal.getByText('1 result or referral')).toBeVisible();
    await expectAccessible(page);

    // Download my data: the ZIP holds data.json and the original document.
    await page.getByRole('button', { name: 'Prepare my download' }).click();
    await expect(page.getByText('Your download is ready')).toBeVisible();
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download ZIP' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^petcare-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await unzip(await readFile((await download.path())!));
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({ email: keeper.email, name: keeper.name });
    expect(data.account.password_hash).toBeUndefined();
    expect(data.pets.map((p: { name: string }) => p.name)).toEqual(['Pochi']);
    expect(data.documents.map((d: { title: string }) => d.title)).toEqual(['Spring bloods']);
    const [file] = data.files as { export_path: string; included: boolean; mime: string }[];
    expect(file).toMatchObject({ included: true, mime: 'application/pdf' });
    expect(entries.get(file!.export_path)!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(entries.has('README.txt')).toBe(true);

    // Delete my account: the password, then signed out everywhere with the date it happens.
    await removal.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Your password').fill('not the password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('The password is incorrect.').first()).toBeVisible();
    await dialog.getByLabel('Your password').fill(keeper.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/auth\/account-deleted\/\?on=/);
    await expect(page.getByRole('heading', { name: 'Your account will be deleted' })).toBeVisible();
    await expect(
      page.getByText(/You are signed out\. On \d{1,2} \w+ \d{4} we delete/),
    ).toBeVisible();
    await expectAccessible(page);
    const oldSession = await request.get('/api/user', {
      headers: { Authorization: `Bearer ${keeper.token}` },
    });
    expect(oldSession.status()).toBe(401);

    // The grace period: signing in cancels the deletion, and the keeper is told.
    await page.getByRole('link', { name: 'Sign in to cancel the deletion' }).click();
    await expect(page).toHaveURL(/\/auth\/login\/?/);
    await signInThroughForm(page, keeper.email, keeper.password);
    const welcome = page.getByRole('dialog', { name: 'Welcome back: your account stays' });
    await expect(welcome).toBeVisible();
    await expectAccessible(page);
    await welcome.getByRole('button', { name: 'Keep my account' }).click();
    await expect(welcome).toBeHidden();
    await page.goto('/settings/your-data/');
    await expect(
      page.getByRole('region', { name: 'Delete my account' }).getByText('1 pet and its profile'),
    ).toBeVisible();
  });
});
