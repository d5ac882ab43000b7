import type { SellerOfferList, SellerSchedule } from '@lootmarket/domain';

export interface StartStep {
  id: 'offer' | 'stock' | 'schedule' | 'payout';
  title: string;
  text: string;
  done: boolean;
  /** Payout details are asked for at the first withdrawal; the shop sells without them. */
  required: boolean;
  href: string | null;
}

/** The checklist gives way to the shop's figures once every required step is done. */
export function isShopSetUp(steps: readonly StartStep[]): boolean {
  return steps.every((step) => step.done || !step.required);
}

/** A schedule nobody saved is open around the clock every day, with no vacation. */
function isUntouched(schedule: SellerSchedule): boolean {
  return !schedule.vacation.on && schedule.days.every((day) => day.open && day.from === '00:00' && day.to === '24:00');
}

export interface StartFacts {
  offers: Pick<SellerOfferList, 'total' | 'counts'> | null;
  schedule: SellerSchedule | null;
}

/** The first things a new seller does, each marked done from what the shop already has. */
export function gettingStartedSteps(profileId: string, { offers, schedule }: StartFacts): StartStep[] {
  const base = `/${profileId}`;
  return [
    {
      id: 'offer',
      title: 'Создайте первое предложение',
      text: 'Выберите игру или сервис, тип товара, цену и срок выдачи.',
      done: (offers?.total ?? 0) > 0,
      required: true,
      href: `${base}/my-offers/new`,
    },
    {
      id: 'stock',
      title: 'Добавьте товар в наличие',
      text: 'Загрузите ключи файлом .txt или .csv — их выдадут сразу после оплаты. Для ручной выдачи укажите количество.',
      done: (offers?.counts.active ?? 0) > 0,
      required: true,
      href: `${base}/my-offers?status=out_of_stock`,
    },
    {
      id: 'schedule',
      title: 'Настройте расписание',
      text: 'Часы, когда вы принимаете заказы с ручной выдачей, и отпуск.',
      done: schedule ? !isUntouched(schedule) : false,
      required: true,
      href: `${base}/shop/schedule`,
    },
    {
      id: 'payout',
      title: 'Подготовьте реквизиты для выплат',
      text: 'Номер телефона для СБП или кошелёк USDT понадобится при первом выводе денег.',
      done: false,
      required: false,
      href: null,
    },
  ];
}
