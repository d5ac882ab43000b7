import {
  MINOR_UNITS_PER_MAJOR,
  PRODUCT_ATTRIBUTE_TAGS,
  PRODUCT_TYPES,
  REGION_GROUPS,
  SELLER_TIERS,
  type CatalogParamsResponse,
} from '@lootmarket/domain';
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { SearchNumberInput } from '#app/components/ui/search-number-input';
import { FILTER_TAGS, PRODUCT_TYPE_LABELS, REGION_LABELS, TAG_LABELS, TIER_LABELS } from './listing-labels';
import { toggled, type ListingState } from './listing-query';

export interface FilterPanelProps {
  state: ListingState;
  facets: CatalogParamsResponse;
  onChange: (next: ListingState) => void;
}

interface Option {
  value: string;
  label: string;
  count: number;
}

/** Filters of a listing page; every change applies at once (and lands in the URL). */
export function FilterPanel({ state, facets, onChange }: FilterPanelProps) {
  const count = <T extends string>(facet: { value: T; count: number }[], value: T) =>
    facet.find((item) => item.value === value)?.count ?? 0;
  return (
    <div className="flex flex-col gap-6" data-testid="filter-panel">
      <CheckGroup
        title="Тип товара"
        name="type"
        options={PRODUCT_TYPES.map((value) => ({
          value,
          label: PRODUCT_TYPE_LABELS[value],
          count: count(facets.productTypes, value),
        }))}
        selected={state.types}
        onToggle={(value) => onChange({ ...state, types: toggled(state.types, value, PRODUCT_TYPES) })}
      />
      <PriceRange state={state} facets={facets} onChange={onChange} />
      <CheckGroup
        title="Особенности"
        name="tag"
        options={FILTER_TAGS.map((value) => ({
          value,
          label: TAG_LABELS[value] ?? value,
          count: count(facets.tags, value),
        }))}
        selected={state.tags}
        onToggle={(value) => onChange({ ...state, tags: toggled(state.tags, value, PRODUCT_ATTRIBUTE_TAGS) })}
      />
      <CheckGroup
        title="Регион"
        name="region"
        options={REGION_GROUPS.map((value) => ({
          value,
          label: REGION_LABELS[value],
          count: count(facets.regionGroups, value),
        }))}
        selected={state.regions}
        onToggle={(value) => onChange({ ...state, regions: toggled(state.regions, value, REGION_GROUPS) })}
      />
      <CheckGroup
        title="Уровень продавца"
        name="tier"
        options={SELLER_TIERS.map((value) => ({
          value,
          label: TIER_LABELS[value],
          count: count(facets.sellerTiers, value),
        }))}
        selected={state.tiers}
        onToggle={(value) => onChange({ ...state, tiers: toggled(state.tiers, value, SELLER_TIERS) })}
      />
      <Section title="Показывать">
        <CheckRow
          label="Только проверенные продавцы"
          count={facets.verifiedOnly}
          checked={state.verifiedOnly}
          onChange={() => onChange({ ...state, verifiedOnly: !state.verifiedOnly })}
        />
        <CheckRow
          label="Только в наличии"
          count={facets.inStockOnly}
          checked={state.inStockOnly}
          onChange={() => onChange({ ...state, inStockOnly: !state.inStockOnly })}
        />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-2 text-sm font-semibold text-text">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Options nobody could pick (zero results) are left out unless already chosen. */
function CheckGroup<T extends string>({
  title,
  name,
  options,
  selected,
  onToggle,
}: {
  title: string;
  name: string;
  options: (Option & { value: T })[];
  selected: T[];
  onToggle: (value: T) => void;
}) {
  const shown = options.filter((option) => option.count > 0 || selected.includes(option.value));
  if (shown.length === 0) return null;
  return (
    <Section title={title}>
      {shown.map((option) => (
        <CheckRow
          key={option.value}
          name={name}
          value={option.value}
          label={option.label}
          count={option.count}
          checked={selected.includes(option.value)}
          onChange={() => onToggle(option.value)}
        />
      ))}
    </Section>
  );
}

function CheckRow({
  label,
  count,
  checked,
  onChange,
  name,
  value,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange: () => void;
  name?: string;
  value?: string;
}) {
  const disabled = count === 0 && !checked;
  return (
    <label
      className={clsx(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm tablet:min-h-9',
        'transition-colors hover:bg-surface-2',
        disabled && 'cursor-not-allowed opacity-50',
      )}
    >
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="size-4 shrink-0 accent-[var(--color-primary)]"
      />
      <span className="min-w-0 flex-1 text-text">{label}</span>
      <span className="text-xs text-muted tabular-nums">{count}</span>
    </label>
  );
}

const toRoubles = (minor: number, round: (value: number) => number) => round(minor / MINOR_UNITS_PER_MAJOR);

/** From–to in whole roubles, applied when the field is left or Enter is pressed. */
function PriceRange({ state, facets, onChange }: FilterPanelProps) {
  const [from, setFrom] = useState<number | null>(state.priceFrom);
  const [to, setTo] = useState<number | null>(state.priceTo);
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    setFrom(state.priceFrom);
    setTo(state.priceTo);
  }
  const apply = () => {
    if (from === state.priceFrom && to === state.priceTo) return;
    const [low, high] = from !== null && to !== null && from > to ? [to, from] : [from, to];
    onChange({ ...state, priceFrom: low, priceTo: high });
  };
  const bounds = facets.price;
  const onKeyDown = (event: { key: string }) => {
    if (event.key === 'Enter') apply();
  };
  return (
    <Section title="Цена, ₽">
      <div className="grid grid-cols-2 gap-2">
        <SearchNumberInput
          aria-label="Цена от"
          placeholder={bounds ? `от ${toRoubles(bounds.min, Math.floor)}` : 'от'}
          value={from}
          onChange={setFrom}
          onBlur={apply}
          onKeyDown={onKeyDown}
        />
        <SearchNumberInput
          aria-label="Цена до"
          placeholder={bounds ? `до ${toRoubles(bounds.max, Math.ceil)}` : 'до'}
          value={to}
          onChange={setTo}
          onBlur={apply}
          onKeyDown={onKeyDown}
        />
      </div>
    </Section>
  );
}
