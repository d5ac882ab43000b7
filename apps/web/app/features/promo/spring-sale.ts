/** The spring sale's campaign, its channel and the page it sends people to (spec §1). */
export { SPRING_SALE_CAMPAIGN } from '@lootmarket/domain';
export const TELEGRAM_CHANNEL_URL = 'https://t.me/lootmarket';
export const STEAM_TOP_UP_PATH = '/ru-ru/steam/popolnenie-balansa';
