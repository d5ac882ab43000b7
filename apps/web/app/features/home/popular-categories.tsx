import type { ContentTab } from '@lootmarket/domain';
import { Link } from 'react-router';
import { responsiveImage } from '#app/lib/images';
import { SectionHeading } from './section-heading';

const TILE_WIDTH = 320;

/** Editorial category tiles: the cover names the category, the caption says why to go there. */
export function PopularCategories({ tab }: { tab: ContentTab }) {
  if (tab.blocks.length === 0) return null;
  return (
    <section aria-labelledby="categories-title" data-testid="home-categories" className="render-when-near">
      <SectionHeading id="categories-title" title={tab.title} description={tab.description} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {tab.blocks.map((block) => (
          <li key={block.id}>
            <Link
              to={block.href ?? '/'}
              className="group block overflow-hidden rounded-2xl border border-border bg-surface transition duration-200 hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-[var(--shadow-card)]"
            >
              <div className="relative aspect-[16/10] overflow-hidden" style={{ backgroundColor: block.accentColor }}>
                {block.image ? (
                  <img
                    {...responsiveImage(block.image, TILE_WIDTH)}
                    alt=""
                    width={TILE_WIDTH}
                    height={TILE_WIDTH * 0.625}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition duration-300 group-hover:scale-[1.04]"
                  />
                ) : null}
                {block.badge ? (
                  <span className="absolute top-2 right-2 rounded-full bg-accent px-2 py-0.5 text-[11px] font-bold text-bg">
                    {block.badge}
                  </span>
                ) : null}
              </div>
              <div className="px-3 py-2.5">
                <span className="block truncate text-sm font-semibold">{block.title}</span>
                <span className="block truncate text-xs text-muted">{block.subtitle}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
