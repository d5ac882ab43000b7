import type { ComponentType } from 'react';
import { BrokenChest, LostGamepad, PixelGhost, RespawnTimer, Trophy } from './egg-illustrations';

export type EggSlide = { id: string; caption: string; Illustration: ComponentType<{ className?: string }> };

export const EGG_SLIDES: EggSlide[] = [
  { id: 'gamepad', Illustration: LostGamepad, caption: 'Геймпад ушёл за хлебом и не вернулся. Эта страница — тоже.' },
  {
    id: 'ghost',
    Illustration: PixelGhost,
    caption: 'Здесь бродит только пиксельный призрак. Он тоже ищет эту страницу.',
  },
  {
    id: 'chest',
    Illustration: BrokenChest,
    caption: 'Сундук вскрыт, а внутри пусто. Легендарка выпала кому-то другому.',
  },
  {
    id: 'respawn',
    Illustration: RespawnTimer,
    caption: 'Возрождение через 3… 2… 1… Нет, страница так и не заспавнилась.',
  },
  {
    id: 'trophy',
    Illustration: Trophy,
    caption: 'Достижение получено: «Нашёл то, чего нет». Есть только у 0,01% игроков.',
  },
];
