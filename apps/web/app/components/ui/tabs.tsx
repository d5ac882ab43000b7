import * as RadixTabs from '@radix-ui/react-tabs';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type TabItem = {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** Makes the tab a router link; the caller keeps `value` in step with the route. */
  href?: string;
  icon?: ReactNode;
  counter?: number | string;
};

export type TabsProps = {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  'aria-label'?: string;
  /** Panels (`TabPanel`) that belong to these tabs. */
  children?: ReactNode;
  className?: string;
};

const triggerClassName = clsx(
  'group relative inline-flex h-11 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap',
  'text-muted transition-colors hover:text-text focus-visible:outline-2 focus-visible:-outline-offset-2',
  'focus-visible:outline-primary data-[state=active]:text-text',
  'after:absolute after:inset-x-2 after:-bottom-px after:h-0.5 after:rounded-full after:bg-primary-fill after:opacity-0',
  'after:transition-opacity data-[state=active]:after:opacity-100',
  'data-disabled:cursor-not-allowed data-disabled:opacity-40 data-disabled:hover:text-muted',
);

export function Tabs({ items, value, defaultValue, onValueChange, children, className, ...aria }: TabsProps) {
  const hasLinks = items.some((item) => item.href);
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? (value === undefined ? items.find((i) => !i.disabled)?.value : undefined)}
      onValueChange={onValueChange}
      // Arrow keys only move focus between links; following one waits for Enter, like any link.
      activationMode={hasLinks ? 'manual' : 'automatic'}
      className={className}
    >
      <RadixTabs.List
        aria-label={aria['aria-label']}
        className="flex gap-1 overflow-x-auto overscroll-x-contain border-b border-border [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} asChild>
            {item.href && !item.disabled ? (
              // A link tab opens another page: it controls no panel on this one, so it names none.
              <Link to={item.href} className={triggerClassName} aria-controls={undefined}>
                <TabLabel item={item} />
              </Link>
            ) : (
              <button type="button" className={triggerClassName}>
                <TabLabel item={item} />
              </button>
            )}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

function TabLabel({ item }: { item: TabItem }) {
  return (
    <>
      {item.icon ? (
        <span className="inline-flex [&>svg]:size-4" aria-hidden>
          {item.icon}
        </span>
      ) : null}
      <span>{item.label}</span>
      {item.counter !== undefined ? (
        <span
          data-testid="tab-counter"
          className={clsx(
            'grid h-5 min-w-5 place-items-center rounded-full bg-surface-3 px-1.5 text-xs font-semibold tabular-nums',
            'text-muted group-data-[state=active]:bg-primary-fill group-data-[state=active]:text-white',
          )}
        >
          {item.counter}
        </span>
      ) : null}
    </>
  );
}

export function TabPanel({ className, ...rest }: RadixTabs.TabsContentProps) {
  return (
    <RadixTabs.Content
      {...rest}
      className={clsx(
        'pt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary',
        className,
      )}
    />
  );
}
