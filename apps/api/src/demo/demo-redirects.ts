/** Old paths of renamed listings and products in the demo catalog. */
export const DEMO_REDIRECTS = [
  { fromPath: '/ru-ru/stim', toPath: '/ru-ru/steam' },
  { fromPath: '/ru-ru/genshin', toPath: '/ru-ru/genshin-impact' },
  { fromPath: '/ru-ru/mlbb', toPath: '/ru-ru/mobile-legends' },
  { fromPath: '/ru-ru/steam/popolnenie', toPath: '/ru-ru/steam/popolnenie-balansa' },
  { fromPath: '/ru-ru/steam/klyuchi', toPath: '/ru-ru/steam/igry' },
  { fromPath: '/ru-ru/roblox/robuksy', toPath: '/ru-ru/roblox/robux' },
  { fromPath: '/product/roblox-robux-800', toPath: '/product/robux-800' },
  { fromPath: '/product/pubg-uc-660', toPath: '/product/pubg-mobile-uc-660' },
  { fromPath: '/product/genshin-welkin', toPath: '/product/genshin-blagoslovenie' },
];
