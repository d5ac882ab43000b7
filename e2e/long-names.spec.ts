import { expect, test, type Page } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signInAsNewStreamer } from './sign-in';

// The longest name a profile takes (PROFILE_NAME_MAX), in one word: nothing to break it at but letters.
const LONG_NAME = 'Ж'.repeat(40);

/** A page that grows wider than the phone's screen makes the browser zoom out, and the fixed buttons slip away. */
async function expectPhoneWidth(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    layout: window.innerWidth,
    content: document.documentElement.scrollWidth,
  }));
  expect(widths).toEqual({ layout: 375, content: 375 });
}

test('a streamer with a long one-word name sees their donate page and its preview fit the phone', async ({
  page,
}, testInfo) => {
  const slug = `long-name-${testInfo.project.name}`;
  const id = await signInAsNewStreamer(page, slug);
  const renamed = await page.request.patch('/api/gw/private/v1/profile', {
    data: { name: LONG_NAME },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);

  // Signed in, the form greets the donor by name above the terms.
  await page.goto(`/${slug}/donate`);
  await expect(page.getByText(`Вы вошли как ${LONG_NAME}.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: LONG_NAME })).toBeVisible();
  await expectPhoneWidth(page);
  await saveScreenshot(page, testInfo, 'donate-long-name');

  await page.goto(`/${id}/donations/dashboard/donation-page`);
  const preview = page.getByTestId('page-design-preview').getByText(LONG_NAME, { exact: true });
  await expect(preview).toBeVisible();
  // The preview card clips what runs out of it: the name must wrap inside instead.
  expect(await preview.evaluate((name) => name.scrollWidth <= name.clientWidth)).toBe(true);
  await expectPhoneWidth(page);
  await saveScreenshot(page, testInfo, 'donation-page-design-long-name');
});
