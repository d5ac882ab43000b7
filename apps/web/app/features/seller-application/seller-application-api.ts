import type { SellerApplication } from '@lootmarket/domain';
import { apiJson, ApiError } from '#app/lib/api-client';

export const SELLER_SUBMIT_FAILED = 'Не удалось стать продавцом. Пожалуйста, попробуйте еще раз.';

/**
 * Files the application, then tells the team. A pending application counts as success: the user's
 * request is already with us. The notice mail is best effort; the stored application is what matters.
 */
export async function submitSellerApplication(application: SellerApplication): Promise<void> {
  try {
    await apiJson('/api/gw/private/v1/seller-application', { method: 'POST', json: application });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
  await apiJson('/api/mailer/send-mail', { method: 'POST', json: { telegram_login: application.telegram_login } }).catch(() => undefined);
}
