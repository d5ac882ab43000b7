import { formatMoneyValue, isSteamTopUp, priceUnitText, type Product } from '@lootmarket/domain';
import clsx from 'clsx';
import { Link } from 'react-router';
import { layoutFamily, type LayoutFamily } from './product-format';

const GRID_TITLES: Partial<Record<LayoutFamily, string>> = {
  points: 'Выберите пакет',
  'top-up': 'Выберите пакет',
  subscription: 'Срок подписки',
  'gift-card': 'Номинал карты',
};

/** "Алмазы Mobile Legends — 86 шт." → "86 шт.": in a grid of packs only the part that differs matters. */
export function variantLabel(title: string): string {
  const cut = title.lastIndexOf(' — ');
  return cut >= 0 ? title.slice(cut + 3) : title;
}

/** "Пополнение Steam (Казахстан)" → "Казахстан": Steam top-ups differ by the account's region. */
export function topUpVariantLabel(title: string): string {
  return /\(([^()]+)\)\s*$/.exec(title)?.[1] ?? variantLabel(title);
}

/** The lowest price of a pack, read per unit credited for a Steam top-up (decision 027). */
function variantPrice(product: Product, variant: Product['variants'][number]): string {
  if (!variant.minPrice) return 'Нет в наличии';
  const unit = priceUnitText({ productType: product.productType, title: variant.title, slug: variant.slug });
  return `от ${formatMoneyValue(variant.minPrice)}${unit ? ` ${unit}` : ''}`;
}

function VariantGrid({ product, title }: { product: Product; title: string }) {
  const label = isSteamTopUp(product) ? topUpVariantLabel : variantLabel;
  return (
    <section aria-labelledby="variants-title" className="flex flex-col gap-3">
      <h2 id="variants-title" className="text-lg font-bold sm:text-xl">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 desktop:grid-cols-4" data-testid="variant-grid">
        {product.variants.map((variant) => {
          const current = variant.slug === product.slug;
          return (
            <li key={variant.slug}>
              <Link
                to={`/product/${variant.slug}`}
                aria-current={current ? 'page' : undefined}
                preventScrollReset
                className={clsx(
                  'flex h-full flex-col gap-1 rounded-xl border px-3 py-2.5 transition',
                  current
                    ? 'border-primary bg-primary-soft ring-1 ring-primary'
                    : 'border-border bg-surface hover:border-subtle',
                )}
              >
                <span className="line-clamp-2 text-sm font-semibold text-text">{label(variant.title)}</span>
                <span className="mt-auto text-xs text-muted tabular-nums">{variantPrice(product, variant)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Facts({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section aria-labelledby="facts-title" className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 id="facts-title" className="mb-3 text-lg font-bold">
        {title}
      </h2>
      <dl className="grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="text-text">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Steps({ title, steps }: { title: string; steps: string[] }) {
  return (
    <section aria-labelledby="steps-title" className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <h2 id="steps-title" className="mb-3 text-lg font-bold">
        {title}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm text-text">
            <span
              aria-hidden
              className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-soft text-sm font-bold text-primary"
            >
              {index + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function keyFacts(product: Product): [string, string][] {
  const tags = product.attributeTags;
  const regions = product.regionAvailability.groups.map((group) => group.label).join(', ') || 'Не указан';
  const format =
    product.deliveryKind === 'gift'
      ? 'Steam Gift — подарок в библиотеку'
      : tags.includes('dlc')
        ? 'Ключ дополнения (DLC)'
        : 'Ключ активации';
  const delivery = tags.includes('auto_delivery')
    ? 'Моментально после оплаты, автоматически 24/7'
    : tags.includes('delivery_2_min')
      ? 'Около 2 минут после оплаты'
      : 'В течение 24 часов';
  const activation =
    product.deliveryKind === 'gift' ? 'Примите подарок в клиенте Steam' : 'Steam → «Игры» → «Активировать продукт»';
  return [
    ['Издание', format],
    ['Регион активации', regions],
    ['Как активировать', activation],
    ['Выдача', delivery],
  ];
}

/** The part of the page that differs by product family: what the key is, which pack, which period, the rate. */
export function FamilyPanel({ product }: { product: Product }) {
  const family = layoutFamily(product.layout);
  const gridTitle = isSteamTopUp(product) ? 'Регион аккаунта Steam' : GRID_TITLES[family];
  const grid = gridTitle && product.variants.length > 1 ? <VariantGrid product={product} title={gridTitle} /> : null;
  switch (family) {
    case 'key':
      return <Facts title="Что вы получите" rows={keyFacts(product)} />;
    case 'top-up':
      return (
        <>
          {grid}
          <Steps
            title="Как пройдёт пополнение"
            steps={[
              'Укажите данные аккаунта — пароль не нужен',
              'Оплатите заказ любым удобным способом',
              'Продавец зачислит покупку, а вы подтвердите получение',
            ]}
          />
        </>
      );
    case 'exchange-rate':
      return (
        <Steps
          title="Покупка по курсу"
          steps={[
            'Укажите, сколько нужно — калькулятор посчитает цену',
            'Выберите продавца с лучшим курсом',
            'Получите валюту и подтвердите получение',
          ]}
        />
      );
    case 'rmt':
      return (
        <Facts
          title="Что вы получите"
          rows={[
            ['Передача', 'Логин, пароль и доступ к почте аккаунта'],
            ['Проверка', 'Деньги у Лутмаркета, пока вы не проверите аккаунт'],
            ['Срок выдачи', 'Обычно в течение нескольких часов'],
          ]}
        />
      );
    default:
      return grid;
  }
}
