import type { SellerApplication } from '@lootmarket/domain';
import { profileEndpoints } from '@lootmarket/domain/endpoints/profile';
import { isApiError } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';

export const SELLER_SUBMIT_FAILED = 'Не удалось стать продавцом. Пожалуйста, попробуйте еще раз.';

/**
 * Files the application, then tells the team. A pending application counts as success: the user's
 * request is already with us. The notice mail is best effort; the stored application is what matters.
 */
export async function submitSellerApplication(application: SellerApplication): Promise<void> {
  try {
    await api.call(profileEndpoints.applyAsSeller, { body: application });
  } catch (error) {
    if (!isApiError(error, 409)) throw error;
  }
  await api
    .call(profileEndpoints.mailSellerLead, {
      body: { contact_method: application.contact_method, telegram_login: application.telegram_login },
    })
    .catch(() => undefined);
}
