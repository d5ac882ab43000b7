import type { Blogger } from '@lootmarket/domain';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { requestConnect } from '#app/lib/auth-events';
import { SectionHeading } from './section-heading';

/** Streamers to support: their donation pages, and an invitation to get one. */
export function BloggersSection({ items }: { items: Blogger[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="bloggers-title"
      data-testid="home-bloggers"
      className="render-when-near rounded-3xl border border-border bg-gradient-to-br from-surface-2 via-surface to-surface p-5 sm:p-8"
    >
      <SectionHeading
        id="bloggers-title"
        title="Блогеры"
        description="Поддержите любимых стримеров донатом — сообщение появится прямо на трансляции"
        action={
          <button
            type="button"
            onClick={() => requestConnect('connect-donations')}
            className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'max-sm:hidden' })}
          >
            Подключить донаты
          </button>
        }
      />
      <ul className="-mx-5 flex snap-x gap-3 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:overflow-visible sm:px-0 lg:grid-cols-6 [&::-webkit-scrollbar]:hidden">
        {items.map((blogger) => (
          <li key={blogger.id} className="w-32 shrink-0 snap-start sm:w-auto">
            <Link
              to={blogger.href}
              data-testid="blogger-card"
              className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-border/70 bg-bg/40 p-4 text-center transition hover:border-primary/60 hover:bg-surface-2"
            >
              <BloggerAvatar blogger={blogger} />
              <span className="line-clamp-2 max-w-full text-sm leading-tight font-semibold wrap-anywhere">
                {blogger.name}
              </span>
              <span className="inline-flex items-center gap-1 text-xs font-medium text-primary group-hover:text-primary-hover">
                <Heart aria-hidden className="size-3.5" />
                Задонатить
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => requestConnect('connect-donations')}
        className={buttonClassName({ variant: 'secondary', fullWidth: true, className: 'mt-4 sm:hidden' })}
      >
        Подключить донаты
      </button>
    </section>
  );
}

function BloggerAvatar({ blogger }: { blogger: Blogger }) {
  const ring =
    'size-16 rounded-full ring-2 ring-primary/40 ring-offset-2 ring-offset-surface transition group-hover:ring-primary sm:size-20';
  if (blogger.avatar)
    return <img src={blogger.avatar} alt="" width={80} height={80} loading="lazy" className={`${ring} object-cover`} />;
  return (
    <span
      aria-hidden
      className={`${ring} grid place-items-center text-lg font-bold text-white select-none`}
      style={{ background: `linear-gradient(135deg, ${blogger.avatarColor}, #0a0c13 160%)` }}
    >
      {blogger.avatarLetters}
    </span>
  );
}
