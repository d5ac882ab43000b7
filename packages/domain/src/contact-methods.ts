/** Spec §3 contact methods: how a person asks to be reached (seller applications, support, notifications). */
export const CONTACT_METHODS = ['TELEGRAM', 'EMAIL', 'VK'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** The method offered first: the spec's seller application asks for a Telegram ID. */
export const DEFAULT_CONTACT_METHOD: ContactMethod = 'TELEGRAM';

/** How each method is named in a choice, and what its field is labelled. */
export const CONTACT_METHOD_TEXT: Record<ContactMethod, { name: string; field: string; placeholder: string }> = {
  TELEGRAM: { name: 'Telegram', field: 'Telegram ID', placeholder: 'username' },
  EMAIL: { name: 'E-mail', field: 'E-mail', placeholder: 'name@mail.ru' },
  VK: { name: 'VK', field: 'VK ID', placeholder: 'id123456 или короткое имя' },
};

/** A contact as a person reads it: @login for Telegram, the address for e-mail, a link for VK. */
export function formatContact(method: ContactMethod, value: string): string {
  if (method === 'TELEGRAM') return `@${value}`;
  if (method === 'VK') return `vk.com/${value}`;
  return value;
}
