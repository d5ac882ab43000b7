import { LEGAL_ENTITY } from '#app/features/legal/legal-entity';
import { PRIVACY_EMAIL_LINK, SITE_LINK, SUPPORT_BOT_LINK, SUPPORT_EMAIL_LINK } from '#app/features/legal/legal-links';
import type { LegalClause, LegalSection } from '#app/features/legal/legal-types';

/** The closing section every document shares: the operator's requisites and how to reach it. */
export function requisitesSection(extra: readonly LegalClause[] = []): LegalSection {
  return {
    id: 'requisites',
    title: 'Реквизиты и контакты Оператора',
    clauses: [
      {
        text: 'Сведения об Операторе:',
        items: [
          `полное наименование — ${LEGAL_ENTITY.fullName};`,
          `сокращённое наименование — ${LEGAL_ENTITY.name};`,
          `ОГРН — ${LEGAL_ENTITY.ogrn};`,
          `ИНН — ${LEGAL_ENTITY.inn};`,
          `КПП — ${LEGAL_ENTITY.kpp};`,
          `адрес — ${LEGAL_ENTITY.address};`,
          `сайт — ${SITE_LINK}.`,
        ],
      },
      {
        text: 'Каналы связи:',
        items: [
          `Служба поддержки — ${SUPPORT_EMAIL_LINK};`,
          `Telegram-бот Службы поддержки — ${SUPPORT_BOT_LINK};`,
          `вопросы обработки персональных данных — ${PRIVACY_EMAIL_LINK};`,
          `почтовый адрес для письменных обращений и претензий — ${LEGAL_ENTITY.address}.`,
        ],
      },
      ...extra,
    ],
  };
}
