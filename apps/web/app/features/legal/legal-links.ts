import { LEGAL_ENTITY } from '#app/features/legal/legal-entity';

/** The five legal documents, their paths and the short names used in cross-links. */
export const LEGAL_DOCS = {
  terms: { path: '/terms', title: 'Пользовательское соглашение' },
  oferta: { path: '/oferta', title: 'Публичная оферта' },
  policy: { path: '/policy', title: 'Политика конфиденциальности' },
  donation: { path: '/terms-donation', title: 'Условия сервиса донатов' },
  creators: { path: '/terms-content-creators', title: 'Условия для контент-мейкеров' },
} as const;

export type LegalDocKey = keyof typeof LEGAL_DOCS;

export const LEGAL_DOC_KEYS = Object.keys(LEGAL_DOCS) as LegalDocKey[];

/** Inline link markup to another document (label defaults to its title in quotes), optionally to a section. */
export function docLink(key: LegalDocKey, label = `«${LEGAL_DOCS[key].title}»`, sectionId?: string): string {
  const hash = sectionId ? `#${sectionId}` : '';
  return `[${label}](${LEGAL_DOCS[key].path}${hash})`;
}

/** Inline link markup to a section of the same document. */
export function sectionLink(sectionId: string, label: string): string {
  return `[${label}](#${sectionId})`;
}

export function mailLink(email: string): string {
  return `[${email}](mailto:${email})`;
}

export const SUPPORT_EMAIL_LINK = mailLink(LEGAL_ENTITY.supportEmail);
export const PRIVACY_EMAIL_LINK = mailLink(LEGAL_ENTITY.privacyEmail);
export const SUPPORT_BOT_LINK = `[${LEGAL_ENTITY.supportBotName}](${LEGAL_ENTITY.supportBotUrl})`;
export const SITE_LINK = `[${LEGAL_ENTITY.siteHost}](${LEGAL_ENTITY.siteUrl})`;
