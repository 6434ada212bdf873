import { createAlbum, createPet, getAs, newKeeper, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';

// Nobody reaches another keeper's pet: the API answers 404 in the error shape (never 403, so it
// does not reveal that the pet exists), and the screens say the album is not theirs.
test.describe('pets are private', { tag: '@auth-api' }, () => {
  test('another keeper cannot reach the pets by id', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const owner = await newKeeper(request, 'owner');
    const pet = await createPet(request, owner, { name: 'Hachi', species: 'dog' });
    const album = await createAlbum(request, owner, pet.id, 'Private album');
    const stranger = await newKeeper(request, 'stranger');

    for (const path of [
      `/api/keeper/pets/${pet.id}`,
      `/api/keeper/pets/${pet.id}/dashboard`,
      `/api/keeper/pets/${pet.id}/visits`,
      `/api/keeper/albums/${album.id}`,
    ]) {
      const { status, body } = await getAs(request, stranger, path);
      expect([path, status]).toEqual([path, 404]);
      expect(body).toMatchObject({ message: expect.any(String), error_id: expect.any(String) });
    }

    await signInBrowser(context, baseURL!, stranger);
    await page.goto(`/photo-gallery/${album.id}/`);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This album does not exist, or it is not one of yours.' }),
    ).toBeVisible();
    await expect(page.getByText('Private album')).toHaveCount(0);
    await expectAccessible(page);

    // Their own dashboard knows nothing of Hachi: they have no pet yet.
    await page.goto('/dashboard/');
    await expect(page.getByRole('heading', { name: 'Add your first pet' })).toBeVisible();
    await expect(page.getByText('Hachi')).toHaveCount(0);
  });
});
