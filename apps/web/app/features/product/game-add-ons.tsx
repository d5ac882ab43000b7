import {
  coverImagePath,
  formatMoneyValue,
  OUT_OF_STOCK_LABEL,
  type Product,
  type SearchProductCard,
} from '@lootmarket/domain';
import { ChevronRight, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { ProductTile } from '#app/components/product-tile';
import { responsiveImage } from '#app/lib/images';

/** "The Witcher 3: Blood and Wine — DLC, ключ Steam" → the name and how it is sold, apart. */
export function splitTitle(title: string): { name: string; edition: string | null } {
  const cut = title.lastIndexOf(' — ');
  return cut >= 0 ? { name: title.slice(0, cut), edition: title.slice(cut + 3) } : { name: title, edition: null };
}

function priceText(card: SearchProductCard): string {
  return card.price && card.inStock ? `от ${formatMoneyValue(card.price)}` : OUT_OF_STOCK_LABEL;
}

/** The base game as one row to follow: cover, «Основная игра», its title and its best price. */
function BaseGameLink({ game }: { game: SearchProductCard }) {
  const { name, edition } = splitTitle(game.title);
  return (
    <Link
      to={`/product/${encodeURIComponent(game.slug)}`}
      data-testid="base-game-link"
      className="group mt-3 flex items-center gap-3 rounded-xl border border-border bg-surface p-2.5 transition hover:border-primary/60 sm:p-3"
    >
      <span
        aria-hidden
        className="relative aspect-[16/10] w-20 shrink-0 overflow-hidden rounded-lg sm:w-24"
        style={{ background: `radial-gradient(120% 120% at 0% 0%, ${game.listing.accentColor} 0%, #121622 72%)` }}
      >
        <img
          {...responsiveImage(coverImagePath('product', game.slug), 96)}
          alt=""
          width={96}
          height={60}
          loading="lazy"
          className="size-full object-cover"
        />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate text-xs text-muted">Основная игра{edition ? ` · ${edition}` : ''}</span>
        <span className="line-clamp-2 text-sm font-semibold text-text sm:text-[15px]">{name}</span>
        <span className="text-sm font-bold text-text tabular-nums">{priceText(game)}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted transition group-hover:text-text" />
    </Link>
  );
}

/** On an add-on's page (layout `game-dlc`): it runs only beside its base game, which it names when sold here. */
export function BaseGameNotice({ product }: { product: Product }) {
  if (product.layout !== 'game-dlc') return null;
  const { name } = splitTitle(product.title);
  return (
    <section
      aria-labelledby="base-game-title"
      data-testid="base-game-notice"
      className="rounded-2xl border border-info/35 bg-info/10 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-info/15 text-info">
          <PackagePlus className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="base-game-title" className="font-bold text-text sm:text-lg">
            Дополнение — для игры нужна основная игра
          </h2>
          <p className="text-sm leading-relaxed text-muted">
            «{name}» не запускается само по себе: основная игра должна быть на том же аккаунте, где вы активируете
            дополнение.
            {product.baseGame ? null : ' Основной игры сейчас нет в каталоге — её нужно купить отдельно.'}
          </p>
        </div>
      </div>
      {product.baseGame ? <BaseGameLink game={product.baseGame} /> : null}
    </section>
  );
}

/** A game's add-ons on its page, or on an add-on's page the game's other add-ons; nothing when there are none. */
export function AddOnsSection({ product }: { product: Product }) {
  if (product.addOns.length === 0) return null;
  const title = product.layout === 'game-dlc' ? 'Другие дополнения к игре' : 'Дополнения';
  return (
    <section aria-labelledby="add-ons-title" data-testid="add-ons" className="flex min-w-0 flex-col gap-3">
      <h2 id="add-ons-title" className="flex items-center gap-2 text-lg font-bold sm:text-xl">
        {title}
        <span className="rounded-full bg-surface-3 px-2 py-0.5 text-xs font-semibold text-muted tabular-nums">
          {product.addOns.length}
        </span>
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {product.addOns.map((card) => {
          const { name, edition } = splitTitle(card.title);
          return (
            <li key={card.id}>
              <ProductTile card={card} title={name} kicker={edition ?? 'Дополнение'} testId="add-on-card" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
