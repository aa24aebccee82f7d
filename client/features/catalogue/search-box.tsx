import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { island, useInIsland } from '../../islands/island';
import { MicButton } from '../voice/mic-button';
import { type CatalogueFilters, SEARCH_MAX_LENGTH, catalogueHref } from './filters';

const DEBOUNCE_MS = 300;

/**
 * The catalogue search field. Typing is committed after a short pause (or at once on Enter);
 * a search changed from outside (Clear Filters, the back button) replaces what is typed. In an island of a
 * server-rendered page (client/islands/island.tsx) a search is a page load, so it is committed on Enter only.
 */
export function SearchBox({
  value,
  onCommit,
  action,
  keep = {},
}: {
  value: string;
  onCommit: (search: string) => void;
  /** Where the form goes without JavaScript (a plain GET), and the other filters it keeps. */
  action: string;
  keep?: Record<string, string>;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const live = !useInIsland();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  function commit(search: string) {
    if (search === committed.current) return;
    committed.current = search;
    onCommitRef.current(search);
  }

  useEffect(() => {
    const search = text.trim();
    if (!live || search === committed.current) return;
    const timer = window.setTimeout(() => commit(search), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, live]);

  return (
    <form
      role="search"
      method="get"
      action={action}
      className="relative w-full md:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        // What is on screen: typed before the code started, it is not in the state yet.
        commit((input.current?.value ?? text).trim());
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        <Trans>Search products</Trans>
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500"
      />
      {Object.entries(keep).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`Search products...`}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-12 w-full rounded-xl border border-stone-300 bg-white py-2 pr-14 pl-11 text-base
          text-ink shadow-sm placeholder:text-stone-500 focus:border-leaf-600"
      />
      {/* Spoken words are searched at once, as if typed and Enter pressed. */}
      <MicButton
        label={t`Speak your search`}
        onText={(spoken) => {
          setText(spoken);
          commit(spoken.trim());
        }}
        className="absolute top-1/2 right-1 -translate-y-1/2"
      />
    </form>
  );
}

/**
 * The catalogue's search box for the filters on screen: a search starts on the first page, with the category kept.
 * Refining a search replaces the history entry; starting or clearing one adds one.
 */
export function CatalogueSearch({ filters, action }: { filters: CatalogueFilters; action: string }) {
  const [, navigate] = useLocation();
  return (
    <SearchBox
      action={action}
      keep={filters.categoryId === undefined ? {} : { category: String(filters.categoryId) }}
      value={filters.search}
      onCommit={(search) =>
        navigate(catalogueHref({ ...filters, search, page: 1 }), {
          replace: filters.search !== '' && search !== '',
        })
      }
    />
  );
}

/** The search box as an island of the server-rendered catalogue (client/islands/island.tsx). */
export const CatalogueSearchIsland = island('search', CatalogueSearch);
