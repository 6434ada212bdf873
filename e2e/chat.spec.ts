import {
  answerSnapshots,
  dataLayerEvents,
  sendChat,
  setCity,
  watchAnswers,
} from './support/chatApi';
import { createPet, newKeeper, signInBrowser } from './support/petsApi';
import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './support/test';

// The symptom checker at /si: an answer that visibly streams in and ends with its triage card,
// the stop button, an emergency with the keeper's nearest care and a call action, the free daily
// limit, and phones and dark mode. Each journey has its own keeper.
test.describe('symptom checker', { tag: '@auth-api' }, () => {
  test('an answer streams in token by token, ends with its triage card, and can be stopped', async ({
    page,
    context,
    request,
    baseURL,
    visit,
  }) => {
    test.setTimeout(180_000);
    const keeper = await newKeeper(request, 'chat-stream');
    await createPet(request, keeper, { name: 'Kuma', species: 'dog', sex: 'male' });
    await signInBrowser(context, baseURL!, keeper);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Reached from the sidebar, not only by URL.
    await page.goto('/dashboard/');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'AI assistant' })
      .click();
    await expect(page).toHaveURL(/\/si\/(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Symptom checker' })).toBeVisible();
    const sub = page.getByRole('navigation', { name: 'AI assistance' });
    await expect(sub.getByRole('link', { name: 'Symptom checker' })).toBeVisible();
    await expect(sub.getByRole('link', { name: 'Past conversations' })).toBeVisible();
    await expect(page.getByTestId('chat-usage')).toHaveText('10 of 10 free messages left today');

    const examples = page.getByRole('region', { name: 'Example questions' });
    await examples.getByRole('button', { name: 'How to ask' }).click();
    await expect(examples.getByText(/gives an urgency level, not a diagnosis/)).toBeVisible();
    await expectAccessible(page);
    await examples
      .getByRole('button', {
        name: 'Kuma has vomited three times since this morning and will not eat.',
      })
      .click();
    const box = page.getByRole('textbox', { name: 'Your message about Kuma' });
    await expect(box).toHaveValue(
      'Kuma has vomited three times since this morning and will not eat.',
    );

    await watchAnswers(page);
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.getByTestId('chat-answer').last();
    const card = answer.getByTestId('triage-card');
    await expect(card).toBeVisible({ timeout: 30_000 });
    const text = await answer.getByTestId('answer-text').textContent();
    const snapshots = await answerSnapshots(page);
    // The text grew over many steps before the card came: it streamed, it did not arrive whole.
    const before = snapshots.filter((s) => !s.card && s.length > 0);
    expect(new Set(before.map((s) => s.length)).size).toBeGreaterThan(5);
    expect(Math.min(...before.map((s) => s.length))).toBeLessThan(text!.length / 2);
    await expect(card.getByRole('heading', { name: 'Why this level' })).toBeVisible();
    await expect(card).toContainText(/not a diagnosis/i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      /Emergency — go to a vet now|See a vet within 24 hours|See a vet within 2–3 days|Monitor at home|No action needed/,
    );
    await expect(page.getByTestId('chat-usage')).toHaveText('9 of 10 free messages left today');
    const started = await dataLayerEvents(page, ['chat_started']);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ pet_species: 'dog', user_type: 'free', language: 'en' });
    expect(started[0]!.thread_id).toEqual(expect.any(String));
    expect(JSON.stringify(started)).not.toContain(keeper.email);
    await expectAccessible(page);

    // Stop: the next answer is cut off, kept and marked as stopped.
    await box.fill('He also seems very tired and is drinking a lot of water');
    await box.press('Enter');
    const next = page.getByTestId('chat-answer').nth(1);
    await expect(next.getByTestId('answer-text')).not.toHaveText('');
    await page.getByRole('button', { name: 'Stop the answer' }).click();
    await expect(next).toHaveAttribute('data-status', 'stopped');
    await expect(next.getByText('You stopped this answer, so it is incomplete.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    // Continuing the same thread is not a new chat.
    expect(await dataLayerEvents(page, ['chat_started'])).toHaveLength(1);
    await expectAccessible(page);

    // Phones: the message box stays above the bottom bar, nothing scrolls sideways; dark mode.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.localStorage.setItem('nuxt-color-mode', 'dark'));
    await visit('/si/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const composer = page.getByTestId('chat-composer');
    await expect(composer).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Main menu' });
    const [composerBox, barBox] = [await composer.boundingBox(), await bar.boundingBox()];
    expect(composerBox!.y + composerBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
    expect(composerBox!.y).toBeGreaterThan(0);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    // A fresh conversation on entering /si (the clear-chat-messages guard).
    await expect(page.getByRole('region', { name: 'Example questions' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your message about Kuma' }).fill('Kuma is limping');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('triage-card')).toBeVisible({ timeout: 30_000 });
    const [afterBox, barAfter] = [await composer.boundingBox(), await bar.boundingBox()];
    expect(afterBox!.y + afterBox!.height).toBeLessThanOrEqual(barAfter!.y + 1);
    await expectAccessible(page);
  });

  test('an emergency puts the nearest care first with a call action', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const keeper = await newKeeper(request, 'chat-emergency');
    await createPet(request, keeper, { name: 'Tora', species: 'cat', sex: 'male' });
    await signInBrowser(context, baseURL!, keeper);
    await page.setViewportSize({ width: 1280, height: 900 });
    const message = 'my male cat keeps straining in the litter box and nothing comes out';

    // No city in the billing details yet: no care is known, so the card says how to find it.
    await page.goto('/si/');
    await page.getByRole('textbox', { name: 'Your message about Tora' }).fill(message);
    await page.getByRole('button', { name: 'Send' }).click();
    const unknown = page.getByTestId('emergency-care');
    await expect(unknown).toBeVisible({ timeout: 30_000 });
    await expect(unknown.getByRole('heading', { name: 'Find an emergency vet now' })).toBeVisible();
    await expect(unknown.getByRole('link', { name: /^Call / })).toHaveCount(0);
    await expect(
      unknown.getByRole('link', { name: 'Emergency and vet care by city' }),
    ).toHaveAttribute('href', '/care/');
    await expectAccessible(page);
    await unknown.getByRole('link', { name: /^Add your city to your billing details/ }).click();
    await expect(page).toHaveURL(/\/settings\/personal-info\/.*#billing-details$/);
    await expect(page.getByRole('region', { name: 'Billing details' })).toBeInViewport();

    // With London as the city: its care pages first.
    await setCity(request, keeper, 'London');
    await page.goto('/si/');
    await page.getByRole('textbox', { name: 'Your message about Tora' }).fill(message);
    await page.getByRole('button', { name: 'Send' }).click();
    const card = page.getByTestId('triage-card');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toHaveAttribute('data-level', 'emergency');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Emergency — go to a vet now');
    // The answer itself says to go now, first.
    await expect(page.getByTestId('answer-text')).toContainText(/^Go to a vet now\./);
    const care = card.getByTestId('emergency-care');
    await expect(
      care.getByRole('heading', { name: 'Nearest emergency care in London' }),
    ).toBeVisible();
    // Emergency services first: the 24-hour hospital leads the list.
    const call = care.getByRole('link', { name: /^Call / }).first();
    await expect(call).toContainText('Thames Night Vets Emergency Hospital');
    await expect(call).toHaveAttribute('href', /^tel:\d+$/);
    const cardText = (await card.textContent()) ?? '';
    expect(cardText.indexOf('Nearest emergency care')).toBeLessThan(
      cardText.indexOf('Why this level'),
    );
    await expectAccessible(page);

    await care
      .getByRole('link', { name: 'Care page of Thames Night Vets Emergency Hospital' })
      .click();
    await expect(page).toHaveURL(/\/care\/london\/thames-night-vets-emergency-hospital\//);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thames Night Vets Emergency Hospital' }),
    ).toBeVisible();

    // Reopened in dark mode (newest conversation first): the same card, care and all.
    await page.evaluate(() => window.localStorage.setItem('nuxt-color-mode', 'dark'));
    await page.goto('/pets-threads/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page
      .getByRole('article', { name: /straining in the litter box/ })
      .first()
      .getByRole('link')
      .first()
      .click();
    const saved = page.getByTestId('triage-card');
    await expect(saved).toHaveAttribute('data-level', 'emergency');
    await expect(saved.getByTestId('emergency-care')).toContainText(
      'Nearest emergency care in London',
    );
    await expectAccessible(page);
  });

  test('on a phone the level stays in view while the answer streams, quick answers sit above the message box, and the limit panel comes into view', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const keeper = await newKeeper(request, 'chat-phone');
    const pet = await createPet(request, keeper, { name: 'Kuma', species: 'dog', sex: 'male' });
    await signInBrowser(context, baseURL!, keeper);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/si/');
    const box = page.getByRole('textbox', { name: 'Your message about Kuma' });
    const composer = page.getByTestId('chat-composer');
    const level = page.getByTestId('chat-level');
    const above = async (upper: Locator, lower: Locator) => {
      const [a, b] = [await upper.boundingBox(), await lower.boundingBox()];
      expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + 1);
    };

    // A long emergency answer: its level is shown from the start and stays in view while the
    // answer streams and the page follows it down, and after.
    await box.fill('my dog keeps trying to vomit but nothing comes up and his belly looks swollen');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(level).toBeInViewport({ timeout: 30_000 });
    await expect(level).toContainText('Emergency');
    const answer = page.getByTestId('chat-answer').last();
    await expect(answer.getByTestId('triage-card')).toBeVisible({ timeout: 30_000 });
    await expect(level).toHaveAttribute('data-final', 'true');
    // The page did scroll (the page's heading is gone), and the level did not go with it.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Symptom checker' }),
    ).not.toBeInViewport();
    await expect(level).toBeInViewport();
    expect((await level.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await expectAccessible(page);

    // Quick answers come right under the answer that asks, in view above the message box.
    await page.getByRole('button', { name: 'New conversation' }).click();
    await box.fill('Kuma has been limping on his back leg since this morning');
    await page.getByRole('button', { name: 'Send' }).click();
    const quick = page.getByTestId('quick-answers');
    await expect(quick).toBeVisible({ timeout: 30_000 });
    await expect(quick.getByRole('button', { name: 'Yes' }).first()).toBeInViewport();
    await above(quick.getByRole('button', { name: 'Yes' }).first(), composer);
    await expect(level).toBeInViewport();

    // The free messages run out (eight more through the API): the refused message brings the
    // upgrade offer into view, above the message box.
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        sendChat(request, keeper, pet.id, `Kuma sneezed ${i + 1} times today but eats well`),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(8).fill(200));
    await box.fill('Is a little sneezing OK?');
    await page.getByRole('button', { name: 'Send' }).click();
    const panel = page.getByTestId('chat-limit');
    const subscribe = panel.getByRole('link', {
      name: 'Subscribe Kuma to Premium for unlimited messages',
    });
    await expect(subscribe).toBeInViewport();
    await above(subscribe, composer);
    await expectAccessible(page);
  });

  test('the free daily limit: the panel explains when it resets and the way on', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const keeper = await newKeeper(request, 'chat-limit');
    const pet = await createPet(request, keeper, { name: 'Mochi', species: 'rabbit' });
    // Nine of the ten free messages of the day, sent through the API.
    const sent = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        sendChat(request, keeper, pet.id, `Mochi sneezed ${i + 1} times today but eats well`),
      ),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(9).fill(200));
    await signInBrowser(context, baseURL!, keeper);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/si/');
    await expect(page.getByTestId('chat-usage')).toHaveText('1 of 10 free messages left today');
    // The last one goes out elsewhere (another tab) while this page still counts one left.
    expect((await sendChat(request, keeper, pet.id, 'Mochi is eating hay normally')).status).toBe(
      200,
    );
    const box = page.getByRole('textbox', { name: 'Your message about Mochi' });
    await box.fill('Mochi has a runny eye');
    await page.getByRole('button', { name: 'Send' }).click();

    const panel = page.getByTestId('chat-limit');
    await expect(panel).toBeVisible();
    await expect(
      panel.getByRole('heading', { name: 'You have used today’s free messages' }),
    ).toBeVisible();
    await expect(panel).toContainText("You have used today's 10 free symptom-checker messages.");
    await expect(panel).toContainText(
      /New free messages arrive at .+ \(in \d+ (hours?|minutes?)\)\./,
    );
    await expect(
      panel.getByRole('link', { name: 'Subscribe Mochi to Premium for unlimited messages' }),
    ).toHaveAttribute('href', /^\/my-pets\/subscription\//);
    // The message was not sent: it is back in the box, which waits for tomorrow.
    await expect(box).toHaveValue('Mochi has a runny eye');
    await expect(box).toBeDisabled();
    await expect(page.getByTestId('chat-usage')).toHaveText('0 of 10 free messages left today');
    const limit = await dataLayerEvents(page, ['chat_message_limit']);
    expect(limit).toEqual([
      expect.objectContaining({
        event: 'chat_message_limit',
        limit: 10,
        pet_species: 'rabbit',
        user_type: 'free',
      }),
    ]);
    await expectAccessible(page);

    // The API agrees: the next message is refused with the limit error.
    const refused = await sendChat(request, keeper, pet.id, 'One more question');
    expect(refused.status).toBe(429);
    expect(refused.body?.errors?.limit?.[0]).toContain('free symptom-checker messages');
    // Coming back later the same day, the panel is there at once.
    await page.goto('/si/');
    await expect(page.getByTestId('chat-limit')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your message about Mochi' })).toBeDisabled();
  });
});
