import { Trans, useLingui } from '@lingui/react/macro';
import { catalogueSorts, type CatalogueFilters } from './filters';

/** A whole-rupee price box (the filter's lowest or highest price); empty when the filter is not set. */
function RupeesInput({ name, rupees, className }: { name: string; rupees: number | undefined; className: string }) {
  return <input name={name} inputMode="numeric" pattern="[0-9]*" defaultValue={rupees ?? ''} className={className} />;
}

/**
 * Price range, for sale / for rent / in stock and the order, as a plain GET form to the catalogue's address in the
 * visitor's language: it works before or without JavaScript, the server rendering the filtered page.
 */
export function ShopperFilters({ filters, action }: { filters: CatalogueFilters; action: string }) {
  const { t } = useLingui();
  const sortNames = {
    newest: t`Newest first`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
    name: t`Name`,
  } as const;
  const field = 'flex flex-col gap-1 text-sm font-medium text-ink';
  const control = 'min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-base';
  return (
    <form
      method="get"
      action={action}
      className="mb-4 grid grid-cols-2 items-end gap-2 sm:grid-cols-6"
      aria-label={t`Filter and sort`}
    >
      {filters.search && <input type="hidden" name="q" value={filters.search} />}
      {filters.categoryId !== undefined && <input type="hidden" name="category" value={filters.categoryId} />}
      <label className={field}>
        <Trans>Lowest price (₹)</Trans>
        <RupeesInput name="min" rupees={filters.minRupees} className={control} />
      </label>
      <label className={field}>
        <Trans>Highest price (₹)</Trans>
        <RupeesInput name="max" rupees={filters.maxRupees} className={control} />
      </label>
      <label className={field}>
        <Trans>Show</Trans>
        <select name="offer" defaultValue={filters.offer ?? ''} className={control}>
          <option value="">{t`Buy or rent`}</option>
          <option value="sale">{t`For sale`}</option>
          <option value="rent">{t`For rent`}</option>
        </select>
      </label>
      <label className={field}>
        <Trans>Sort by</Trans>
        <select name="sort" defaultValue={filters.sort ?? ''} className={control}>
          <option value="">{t`Featured`}</option>
          {catalogueSorts.map((s) => (
            <option key={s} value={s}>
              {sortNames[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" name="stock" value="1" defaultChecked={filters.inStock === true} className="size-5" />
        <Trans>In stock</Trans>
      </label>
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-leaf-700 px-4 text-sm font-semibold text-white hover:bg-leaf-800"
      >
        <Trans>Apply</Trans>
      </button>
    </form>
  );
}
