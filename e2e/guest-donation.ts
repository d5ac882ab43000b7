import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { pageOnProjectDevice } from './contexts';

/**
 * From «Отправить» on a filled donate form: the guest skips signing in, gives an e-mail, pays at the
 * sandbox bank and lands on the success page; the donor's tab is then closed.
 */
export async function payAsGuest(donor: Page, slug: string, email = `donor-${slug}@mail.ru`): Promise<void> {
  await donor.getByTestId('donate-submit').click();
  await donor.getByRole('dialog', { name: 'Вход / Авторизация' }).getByRole('button', { name: 'Пропустить' }).click();
  const guest = donor.getByRole('dialog', { name: 'Оформление доната' });
  await guest.getByLabel('E-mail').fill(email);
  await guest.getByRole('button', { name: 'Продолжить' }).click();
  await donor.waitForURL(/\/sandbox\/pay\//);
  await donor.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await donor.waitForURL(`**/${slug}/donate/success`);
  await donor.context().close();
}

/** A guest donation paid in the sandbox, as viewers send them, from a tab of its own. */
export async function guestDonates(
  browser: Browser,
  testInfo: TestInfo,
  slug: string,
  donation: { name: string; rubles: string; message: string },
): Promise<void> {
  const donor = await pageOnProjectDevice(browser, testInfo);
  await donor.goto(`/${slug}/donate`);
  await donor.getByLabel('Ваше имя').fill(donation.name);
  await donor.getByRole('textbox', { name: 'Сумма' }).fill(donation.rubles);
  await donor.getByLabel('Сообщение').fill(donation.message);
  await payAsGuest(donor, slug);
}

/** What an overlay page recorded of its sounds (each spec installs its own recorder as `window.heard`). */
export interface HeardEvent {
  src: string;
  event: string;
}

/** Waits until the overlay has played a message read aloud to its end, and answers everything it heard. */
export async function heardUntilSpeechEnds<Heard extends HeardEvent>(overlay: Page): Promise<Heard[]> {
  const heard = () => overlay.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
  const spoken = (entry: HeardEvent) => entry.src.startsWith('/uploads/speech/') && entry.event === 'ended';
  await expect.poll(async () => (await heard()).some(spoken), { timeout: 30_000 }).toBe(true);
  return heard();
}
