import type { AddOn, PricedGame } from './demo-product-kinds';

/** Steam games, keys and add-ons with what they cost in a Russian shop today, in whole roubles. */
export const STEAM_GAMES: readonly PricedGame[] = [
  ['Counter-Strike 2 Prime', 1_290],
  ['Cyberpunk 2077', 2_390],
  ["Baldur's Gate 3", 3_690],
  ['Elden Ring', 3_490],
  ['Red Dead Redemption 2', 2_790],
  ['Hogwarts Legacy', 2_990],
  ['Stardew Valley', 490],
  ['Terraria', 390],
  ['The Witcher 3: Wild Hunt', 890],
  ['Hollow Knight', 520],
  ['Sekiro: Shadows Die Twice', 2_890],
  ['Forza Horizon 5', 3_190],
  ['Helldivers 2', 2_890],
  ['Palworld', 1_490],
  ['Lethal Company', 390],
];
export const STEAM_KEYS: readonly PricedGame[] = [
  ['Black Myth: Wukong', 4_290],
  ['Euro Truck Simulator 2', 690],
  ['It Takes Two', 1_990],
  ['Sea of Thieves', 1_890],
  ['Dead by Daylight', 790],
  ['Rust', 1_590],
  ['Grand Theft Auto V', 1_190],
  ['Hades II', 3_321],
  ['Dying Light 2', 1_490],
  ['Atomic Heart', 1_790],
  ['Resident Evil 4', 2_490],
  ['Sons of the Forest', 890],
  ['Satisfactory', 1_690],
  ['Valheim', 560],
  ['Left 4 Dead 2', 290],
];
export const DLCS: readonly AddOn[] = [
  ['Cyberpunk 2077: Phantom Liberty', 1_990, 'cyberpunk-2077-gift'],
  ['Elden Ring: Shadow of the Erdtree', 2_290, 'elden-ring-gift'],
  ['The Witcher 3: Hearts of Stone', 290, 'the-witcher-3-wild-hunt-gift'],
  ['The Witcher 3: Blood and Wine', 490, 'the-witcher-3-wild-hunt-gift'],
  ['Euro Truck Simulator 2: Going East!', 350, 'euro-truck-simulator-2-key'],
  ['Atomic Heart: Инстинкт истребления', 690, 'atomic-heart-key'],
];
