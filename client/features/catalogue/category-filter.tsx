import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '../../components/cn';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { trpc } from '../../trpc';

function CategoryButton({
  pressed,
  value,
  onClick,
  children,
}: {
  pressed: boolean;
  /** The category id the button submits without JavaScript; none for 'All Categories'. */
  value?: number;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name={value === undefined ? undefined : 'category'}
      value={value}
      aria-pressed={pressed}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
      className={cn(
        'min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
        pressed
          ? 'bg-leaf-700 text-white shadow-sm'
          : 'bg-white text-stone-800 ring-1 ring-stone-300 ring-inset hover:bg-leaf-50 hover:text-leaf-800',
      )}
    >
      {children}
    </button>
  );
}

export function CategoryFilter({
  selected,
  onSelect,
  action,
  keep = {},
}: {
  selected: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
  /** Without JavaScript the buttons submit a plain GET form to `action`, keeping the other filters. */
  action: string;
  keep?: Record<string, string>;
}) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const categories = trpc.catalogue.categories.useQuery(undefined, { staleTime: 5 * 60_000 });

  return (
    // On a phone the categories scroll sideways in one row rather than push the products down.
    // A form may not take the group role (axe: aria-allowed-role), so the group is a div inside it.
    <form method="get" action={action}>
      <div
        role="group"
        aria-label={t`Categories`}
        className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pt-1 pb-2 [scrollbar-width:thin]
          sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {Object.entries(keep).map(([name, kept]) => (
          <input key={name} type="hidden" name={name} value={kept} />
        ))}
        <CategoryButton pressed={selected === undefined} onClick={() => onSelect(undefined)}>
          <Trans>All Categories</Trans>
        </CategoryButton>
        {categories.data?.map((category) => (
          <CategoryButton
            key={category.id}
            pressed={selected === category.id}
            value={category.id}
            onClick={() => onSelect(category.id)}
          >
            {localized(locale, category.name, category.nameKn)}
          </CategoryButton>
        ))}
        {categories.isPending && (
          <span role="status" className="px-2 text-sm text-ink-muted">
            <Trans>Loading categories...</Trans>
          </span>
        )}
        {categories.isError && (
          <span role="alert" className="flex items-center gap-2 px-2 text-sm text-red-800">
            <Trans>Categories could not be loaded.</Trans>
            <button
              type="button"
              onClick={() => void categories.refetch()}
              className="min-h-11 rounded-md px-2 font-semibold text-leaf-800 underline underline-offset-4"
            >
              <Trans>Try again</Trans>
            </button>
          </span>
        )}
      </div>
    </form>
  );
}
