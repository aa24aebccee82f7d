import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Day, Money } from './admin-ui';

type Row = RouterOutputs['admin']['today']['handOvers'][number];

function OrderRows({ rows }: { rows: Row[] }) {
  if (rows.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        <Trans>Nothing here.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-stone-100">
      {rows.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <Link href={`/orders/${o.id}`} className="font-semibold text-leaf-800 underline">
            {o.id.slice(0, 8).toUpperCase()}
          </Link>
          <span className="text-stone-700">{o.customerEmail}</span>
          {o.start && (
            <span className="text-stone-700">
              <Day day={o.start} /> → {o.end && <Day day={o.end} />}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function TodayPage() {
  const locale = useUiLocale();
  const today = trpc.admin.today.useQuery();
  if (today.isError) return <ErrorState onRetry={() => void today.refetch()} />;
  if (!today.data) {
    return (
      <LoadingState>
        <Trans>Loading...</Trans>
      </LoadingState>
    );
  }
  const d = today.data;
  return (
    <div className="grid gap-1 md:grid-cols-2 md:gap-4">
      <Card title={<Trans>Hand-overs and deliveries due today</Trans>}>
        <OrderRows rows={d.handOvers} />
      </Card>
      <Card title={<Trans>Returns due today</Trans>}>
        <OrderRows rows={d.returns} />
      </Card>
      <Card title={<Trans>Overdue rentals</Trans>}>
        <OrderRows rows={d.overdue} />
      </Card>
      <Card title={<Trans>Purchases to dispatch</Trans>}>
        <OrderRows rows={d.toDispatch} />
      </Card>
      <Card title={<Trans>Low stock</Trans>}>
        <ul className="text-sm">
          {d.lowStock.map((m) => (
            <li key={m.id} className="flex justify-between py-1">
              <Link href={`/catalogue/${m.id}`} className="text-leaf-800 underline">
                {localized(locale, m.name, m.nameKn)}
              </Link>
              <span>{m.stockQuantity}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={<Trans>This week's takings</Trans>}>
        <ul className="text-sm">
          {d.takings.map((t) => (
            <li key={t.day} className="flex justify-between py-1">
              <span>
                <Day day={t.day} />
              </span>
              <Money paise={t.total} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
