import { signInThroughForm } from './support/authApi';
import { sendChat } from './support/chatApi';
import { createPet, newKeeper, signInBrowser } from './support/petsApi';
import { expect, expectAccessible, test } from './support/test';
import { userChannelSubscribed } from './support/realtime';

// "Ask my vet": a keeper sends an emergency conversation about a pet shared with the
// demo clinic (the page says not to wait, with the clinic's phone), the demo vet answers it from
// the queue in a second browser, and the keeper sees the clinic's answer arrive live.
const VET = { email: 'vet@petcare.local', password: 'petcare-vet-2026' };
const CLINIC = 'Harbourside Veterinary Clinic';

test.setTimeout(180_000);

test('a keeper sends a conversation to the clinic, the vet answers, the keeper sees it live', async ({
  browser,
  page,
  visit,
  request,
  baseURL,
}) => {
  const keeper = await newKeeper(request, 'askvet');
  const petName = `Ace${Date.now().toString(36)}`;
  const pet = await createPet(request, keeper, { name: petName, species: 'dog' });
  const headers = { Authorization: `Bearer ${keeper.token}` };
  const clinics = (await (
    await request.get('/api/clinics?search=harbourside', { headers })
  ).json()) as { data: { id: number }[] };
  const share = await request.put(`/api/keeper/pets/${pet.id}/shares/${clinics.data[0]!.id}`, {
    headers,
    data: { scopes: ['profile', 'visits', 'results'] },
  });
  expect(share.status()).toBe(201);
  const chat = await sendChat(
    request,
    keeper,
    pet.id,
    `${petName} ate a bar of dark chocolate and is having a seizure`,
  );
  const threadId = (chat.events[0]!.thread as { id: string }).id;

  // The keeper: the conversation keeps its go-now instruction, with the clinic's phone.
  await signInBrowser(page.context(), baseURL!, keeper);
  const subscribed = userChannelSubscribed(page);
  await visit(`/pets-threads/${threadId}/`);
  const panel = page.getByRole('region', { name: 'Ask my vet' });
  await expect(panel.getByText('This is an emergency: go to a vet now.')).toBeVisible();
  await expect(
    panel.getByRole('link', { name: `Call ${CLINIC}: +44 20 7946 0321` }),
  ).toHaveAttribute('href', 'tel:+442079460321');
  await panel.getByRole('button', { name: 'Ask my vet about this' }).click();
  await expect(panel.getByText(`To: ${CLINIC}`)).toBeVisible();
  await panel
    .getByRole('textbox', { name: 'Your question' })
    .fill('We are on our way. Anything to do before we arrive?');
  await expect(panel.getByText('do not wait for the answer: go now or call.')).toBeVisible();
  await panel.getByRole('button', { name: 'Send to the clinic' }).click();
  await expect(panel.getByText(`Sent to ${CLINIC}: waiting for an answer`)).toBeVisible();
  await expectAccessible(page);

  // The vet, in a second browser: the queue, the question, the answer.
  const vetContext = await browser.newContext({ baseURL });
  const vetPage = await vetContext.newPage();
  await vetPage.goto('/auth/login/');
  await signInThroughForm(vetPage, VET.email, VET.password);
  await expect(vetPage).toHaveURL(/\/vet\/patients\/$/);
  await vetPage
    .getByRole('link', { name: /^Questions from keepers \(\d+\)$/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(
    vetPage.getByRole('heading', { level: 1, name: 'Questions from keepers' }),
  ).toBeVisible();
  await vetPage.getByRole('link', { name: new RegExp(petName) }).click();
  await expect(
    vetPage.getByRole('heading', { level: 1, name: `Question about ${petName}` }),
  ).toBeVisible();
  await expect(
    vetPage.getByText('We are on our way. Anything to do before we arrive?'),
  ).toBeVisible();
  await expect(vetPage.getByRole('complementary', { name: 'Shared record' })).toBeVisible();
  await expectAccessible(vetPage);
  await vetPage
    .getByRole('textbox', { name: 'Your answer' })
    .fill('Bring the wrapper with you. We are ready for you at the door.');
  await subscribed.wait();
  await vetPage.getByRole('button', { name: 'Send answer' }).click();
  await expect(vetPage.getByText('Answered: waiting for the keeper')).toBeVisible();

  // The keeper sees the clinic's answer arrive, marked as the clinic's.
  await expect(panel.getByText(`${CLINIC} answered`)).toBeVisible();
  const answer = panel.locator('li[data-author="clinic"]');
  await expect(answer).toContainText('Bring the wrapper with you.');
  await expect(answer).toContainText(CLINIC);
  await vetContext.close();
});
