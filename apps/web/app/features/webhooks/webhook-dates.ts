const MOMENT = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Moscow' });

export const webhookMoment = (iso: string): string => MOMENT.format(new Date(iso));
