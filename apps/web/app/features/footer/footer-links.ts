import { siTelegram, siTiktok, siTwitch, siVk, siYoutube } from 'simple-icons';
import { SUPPORT_URL } from '#app/lib/site';

export type FooterLink = {
  label: string;
  href: string;
  external?: boolean;
  /** Shown only while the content-creators terms flag is on (spec §2). */
  creatorsTermsOnly?: boolean;
};

export type FooterColumn = { id: string; title: string; links: FooterLink[] };

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    id: 'products',
    title: 'Товары',
    links: [
      { label: 'Главная', href: '/' },
      { label: 'Пополнение Steam', href: '/ru-ru/steam/popolnenie-balansa' },
      { label: 'Игры', href: '/ru-ru/igry' },
      { label: 'DLC', href: '/ru-ru/dlc' },
      { label: 'Игровая валюта', href: '/ru-ru/igrovaya-valyuta' },
      { label: 'Подарочные карты', href: '/ru-ru/podarochnye-karty' },
      { label: 'Подписки', href: '/ru-ru/podpiski' },
      { label: 'Пополнение баланса', href: '/ru-ru/popolnenie-balansa' },
    ],
  },
  {
    id: 'company',
    title: 'Компания',
    links: [
      { label: 'Условия для контент-мейкеров', href: '/terms-content-creators', creatorsTermsOnly: true },
      { label: 'Продавцам', href: '/sell' },
      { label: 'Пользовательское соглашение', href: '/terms' },
      { label: 'Политика конфиденциальности', href: '/policy' },
      { label: 'Публичная оферта', href: '/oferta' },
      { label: 'Поддержка', href: SUPPORT_URL, external: true },
    ],
  },
];

export type SocialLink = { label: string; href: string; path: string; hoverColor: string };

// Brand colours tint the icons on hover; TikTok's official black would vanish on the dark footer.
export const SOCIAL_LINKS: SocialLink[] = [
  {
    label: 'Лутмаркет в Twitch',
    href: 'https://twitch.tv/lootmarket',
    path: siTwitch.path,
    hoverColor: `#${siTwitch.hex}`,
  },
  {
    label: 'Лутмаркет в Telegram',
    href: 'https://t.me/lootmarket',
    path: siTelegram.path,
    hoverColor: `#${siTelegram.hex}`,
  },
  { label: 'Лутмаркет во ВКонтакте', href: 'https://vk.com/lootmarket', path: siVk.path, hoverColor: `#${siVk.hex}` },
  { label: 'Лутмаркет в TikTok', href: 'https://tiktok.com/@lootmarket', path: siTiktok.path, hoverColor: '#ff2d55' },
  {
    label: 'Лутмаркет на YouTube',
    href: 'https://youtube.com/@lootmarket',
    path: siYoutube.path,
    hoverColor: `#${siYoutube.hex}`,
  },
];

/** The links of a column for the current page: the page's own link and flagged-off links are left out. */
export function visibleFooterLinks(
  links: FooterLink[],
  { pathname, showContentCreatorsTerms }: { pathname: string; showContentCreatorsTerms: boolean },
): FooterLink[] {
  return links.filter((link) => link.href !== pathname && (showContentCreatorsTerms || !link.creatorsTermsOnly));
}
