/** The notification kind other channels (mail, messengers) recognise a seller application's decision by. */
export const SELLER_APPLICATION_DECIDED = 'seller_application.decided';

export interface SellerDecisionNotice {
  title: string;
  body: string;
  /** A path on the site: the new shop, or the seller page to apply again. */
  link: string;
}

/** What the applicant is told of the decision, in the app and by mail. */
export function sellerDecisionNotice(userId: number, status: 'approved' | 'rejected'): SellerDecisionNotice {
  return status === 'approved'
    ? {
        title: 'Заявка продавца одобрена',
        body: 'Теперь вы продавец: откройте магазин и выставьте первое предложение.',
        link: `/${userId}/my-offers`,
      }
    : {
        title: 'Заявка продавца отклонена',
        body: 'Сейчас мы не можем открыть вам магазин. Вы можете подать заявку снова, вопросы можно задать в поддержке.',
        link: '/sell',
      };
}
