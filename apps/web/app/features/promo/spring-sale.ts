/** The spring sale's campaign, its channel and the page it sends people to (spec §1). */
export const SPRING_SALE_CAMPAIGN = 'springsale2025';
export const TELEGRAM_CHANNEL_URL = 'https://t.me/lootmarket';
export const STEAM_TOP_UP_PATH = '/ru-ru/steam/popolnenie-balansa';
