import { expect, test, type Page } from './fixtures';
import { saveScreenshot } from './screenshots';
import { signIn } from './sign-in';

const PRIVATE = '/api/gw/private/v1';
type Project = 'desktop' | 'mobile';

/**
 * Each project designs its own freshly connected streamer's page. `rgb` is the accent's button fill: a darker
 * shade of the accent that white text reads on (WCAG AA).
 */
const CHOICES: Readonly<Record<Project, { accent: string; rgb: string; background: string }>> = {
  desktop: { accent: 'Бирюзовый', rgb: 'rgb(14, 116, 144)', background: 'Сетка' },
  mobile: { accent: 'Розовый', rgb: 'rgb(190, 24, 93)', background: 'Градиент' },
};

async function becomeStreamer(page: Page, slug: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${PRIVATE}/donations/become-streamer`, {
    data: { slug },
    headers: { origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // The access token names the roles it was issued with: a fresh one carries the new streamer role.
  expect((await page.request.get('/api/gw/public/v1/auth/refresh')).ok()).toBe(true);
  return String((await (await page.request.get(`${PRIVATE}/profile/frontend`)).json()).user_id);
}

test('a streamer designs their donate page and donors see the colour, background and greeting', async ({
  page,
}, testInfo) => {
  // Signing in, becoming a streamer, designing and checking the page as a donor: several full page loads.
  test.setTimeout(60_000);
  const project = testInfo.project.name as Project;
  const choice = CHOICES[project];
  const slug = `design-${project}`;
  await signIn(page, `${slug}@mail.ru`);
  const id = await becomeStreamer(page, slug);

  await page.goto(`/${id}/donations/dashboard/donation-page`);
  const form = page.getByRole('form', { name: 'Оформление страницы' });
  await expect(form).toBeVisible();
  const save = form.getByRole('button', { name: 'Сохранить оформление' });
  await expect(save).toBeDisabled();
  await expect(form.getByRole('radio', { name: 'Фиолетовый' })).toHaveAttribute('aria-checked', 'true');

  await form.getByRole('radio', { name: choice.accent }).click();
  await form.getByRole('radio', { name: choice.background }).click();
  const headline = 'Спасибо, что вы со мной <b>на стримах</b>!';
  await form.getByRole('textbox', { name: 'Заголовок' }).fill(headline);
  await form
    .getByRole('textbox', { name: 'О себе' })
    .fill('Стримлю шутеры по вечерам.\nДонаты идут на новый микрофон.');
  await expect(form.getByText(`${headline.length}/120`)).toBeVisible();
  const preview = page.getByTestId('page-design-preview');
  await expect(preview.getByTestId('donate-headline')).toHaveText(headline);
  await save.click();
  await expect(page.getByText('Оформление страницы сохранено')).toBeVisible();
  await expect(form.getByRole('radio', { name: choice.accent })).toHaveAttribute('aria-checked', 'true');
  await expect(save).toBeDisabled();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'nothing sticks out sideways',
  ).toBeLessThanOrEqual(0);
  await form.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'donation-page-design-tab');

  await page.goto(`/${slug}/donate`);
  await expect(page.getByTestId('streamer-name')).toBeVisible();
  await expect(page.getByTestId('donate-headline')).toHaveText(headline);
  await expect(page.getByTestId('donate-headline').locator('b')).toHaveCount(0);
  await expect(page.getByTestId('donate-about')).toHaveText(
    'Стримлю шутеры по вечерам.\nДонаты идут на новый микрофон.',
  );
  await expect(page.getByTestId('donate-submit')).toHaveCSS('background-color', choice.rgb);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'nothing sticks out sideways',
  ).toBeLessThanOrEqual(0);
  await saveScreenshot(page, testInfo, 'donation-page-design-donate');
});
