import { signInThroughForm } from './support/authApi';
import { createPet, newKeeper, pdfDocument, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';
import { userChannelSubscribed } from './support/realtime';

// A keeper shares a pet with their clinic, the clinic's vet (signing in and choosing
// the vet role) sees it and adds a referral, the keeper is told live and reads it, stops sharing,
// and the vet loses access. Two browser contexts: the keeper's and the vet's. The vet is the demo
// vet of Harbourside (also a pet keeper); the keeper and the pet are new for this run.
const VET = { email: 'vet@petcare.local', password: 'petcare-vet-2026', name: 'Dr. Sam Rivera' };
const CLINIC = 'Harbourside Veterinary Clinic';

// Two signed-in browsers, an upload, a live notification and seven axe runs.
test.setTimeout(180_000);

test('a keeper shares a pet with the clinic, its vet adds a referral, the keeper reads it and stops sharing', async ({
  browser,
  page,
  visit,
  request,
  baseURL,
}) => {
  const keeper = await newKeeper(request, 'sharing');
  const petName = `Pip${Date.now().toString(36)}`;
  const pet = await createPet(request, keeper, { name: petName, species: 'dog' });

  // The keeper: the pet profile's sharing page, the clinic found by name.
  await signInBrowser(page.context(), baseURL!, keeper);
  const keeperSubscribed = userChannelSubscribed(page);
  await visit('/pet-profile/sharing/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sharing with clinics' })).toBeVisible();
  await expect(page.getByText(`${petName} is not shared with any clinic yet.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find your clinic' }).fill('harbour');
  await expect(page.getByText('1 clinic found.')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(CLINIC) }).check();
  await page.getByRole('button', { name: `Share ${petName}` }).click();
  await expect(page.getByText(`${petName} is now shared with ${CLINIC}.`)).toBeVisible();
  const card = page.getByRole('article', { name: CLINIC });
  await expect(card.getByText('Results and referrals')).toBeVisible();
  await expectAccessible(page);

  // The vet signs in: they keep a cat too, but signing in without a page to return to lands
  // them on their patients, acting as the clinic's vet.
  const vetContext = await browser.newContext({ baseURL });
  const vetPage = await vetContext.newPage();
  await vetPage.goto('/auth/login/');
  await expectAccessible(vetPage);
  await signInThroughForm(vetPage, VET.email, VET.password);
  await expect(vetPage).toHaveURL(/\/vet\/patients\/$/);
  await vetPage
    .getByRole('button', { name: `Account menu for ${VET.name}` })
    .filter({ visible: true })
    .click();
  const roles = vetPage.getByRole('list', { name: 'Acting as' }).filter({ visible: true });
  await expect(roles.getByRole('button', { name: `Vet at ${CLINIC}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await vetPage.keyboard.press('Escape');
  await expect(vetPage.getByRole('heading', { level: 1, name: 'Shared pets' })).toBeVisible();
  await vetPage.getByRole('searchbox', { name: 'Search shared pets' }).fill(petName);
  await expect(vetPage.getByText('1 pet found.')).toBeVisible();
  await expectAccessible(vetPage);
  await vetPage.getByRole('link', { name: petName }).click();
  await expect(vetPage.getByRole('heading', { level: 1, name: petName })).toBeVisible();
  await expect(vetPage.getByText(`Kept by ${keeper.name},`)).toBeVisible();
  // Photo analyses are not shared by default: the vet is told, not shown.
  await expect(
    vetPage
      .getByRole('region', { name: 'Photo analyses' })
      .getByText(`${petName}'s keeper has not shared this with your clinic.`),
  ).toBeVisible();
  await expectAccessible(vetPage);

  // A referral, uploaded as a PDF into the pet's results.
  const results = vetPage.getByRole('region', { name: 'Results and referrals' });
  await results.getByRole('button', { name: 'Add a result or referral' }).click();
  await results.locator('[data-file-input="document"]').setInputFiles({
    name: 'orthopaedic-referral.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfDocument('Referral to an orthopaedic specialist'),
  });
  await results.getByRole('textbox', { name: 'Title' }).fill('Orthopaedic referral');
  await keeperSubscribed.wait();
  await results.getByRole('button', { name: 'Add to the records' }).click();
  await expect(results.getByRole('heading', { name: 'Orthopaedic referral' })).toBeVisible();
  await expect(results.getByText(`Added by ${CLINIC} (${VET.name})`)).toBeVisible();
  await expectAccessible(vetPage);

  // The keeper's bell rings live; the notification opens the pet's results.
  const bell = page
    .getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })
    .filter({ visible: true });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await panel
    .getByRole('link', { name: new RegExp(`${CLINIC} added a referral for ${petName}`) })
    .click();
  // Internal links carry the referrer (spec.md section 2).
  await expect(page).toHaveURL(new RegExp(`/results-and-referrals/\\?pet=${pet.id}(&|$)`));
  await expect(page.getByRole('heading', { level: 2, name: 'Orthopaedic referral' })).toBeVisible();
  await expect(page.getByText(`Added by ${CLINIC} (${VET.name})`)).toBeVisible();
  await expectAccessible(page);

  // The keeper stops sharing; the vet loses access at once.
  await visit('/pet-profile/sharing/');
  await page.getByRole('button', { name: `Stop sharing with ${CLINIC}` }).click();
  const confirm = page.getByRole('dialog', { name: `Stop sharing with ${CLINIC}?` });
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText(`${CLINIC} can no longer see ${petName}'s records.`)).toBeVisible();
  await expect(page.getByText(`${petName} is not shared with any clinic yet.`)).toBeVisible();

  await vetPage.reload();
  await expect(
    vetPage.getByRole('heading', { level: 1, name: 'This pet is not shared with your clinic' }),
  ).toBeVisible();
  await expectAccessible(vetPage);
  await vetPage.getByRole('link', { name: 'All shared pets' }).click();
  await vetPage.getByRole('searchbox', { name: 'Search shared pets' }).fill(petName);
  await expect(vetPage.getByText('0 pets found.')).toBeVisible();
  await vetContext.close();
});
