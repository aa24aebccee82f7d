import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { ButtonLink } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { trpc } from '../../trpc';
import { Field, Money, PagedList, TextInput } from './admin-ui';

export function CataloguePage() {
  const { t } = useLingui();
  const locale = useUiLocale();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const list = trpc.admin.catalogue.list.useQuery({ search, archived, page });
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <Field label={<Trans>Search machines</Trans>}>
          <TextInput type="search" value={search} onChange={(e) => (setSearch(e.target.value), setPage(1))} />
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={archived} onChange={(e) => (setArchived(e.target.checked), setPage(1))} />
          <Trans>Archived</Trans>
        </label>
        <ButtonLink href="/catalogue/new">
          <Trans>New machine</Trans>
        </ButtonLink>
      </div>
      <PagedList
        query={list}
        rows={(data) => data.machines}
        page={page}
        onPage={setPage}
        empty={<Trans>No machines match.</Trans>}
        renderRow={(m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <Link href={`/catalogue/${m.id}`} className="font-semibold text-leaf-800 underline">
              {localized(locale, m.name, m.nameKn)}
            </Link>
            <span>
              <Money paise={m.price} />
              {m.rentalPricePerDay !== null && (
                <>
                  {' · '}
                  <Money paise={m.rentalPricePerDay} /> {t`per day`}
                </>
              )}
            </span>
            <span>
              <Trans>Stock</Trans>: {m.stockQuantity}
            </span>
          </li>
        )}
      />
    </div>
  );
}
