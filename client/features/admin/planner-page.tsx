import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { shortOrderId } from '../../../shared/order-id';
import { cn } from '../../components/cn';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { trpc, type RouterOutputs } from '../../trpc';
import { Card } from './admin-ui';

type Machine = RouterOutputs['admin']['planner']['machines'][number];

/** What takes a machine's units on a day: rentals, the service days after them, maintenance blocks. */
function takenOn(machine: Machine, day: string) {
  let booked = 0;
  let service = 0;
  let blocked = 0;
  for (const b of machine.bookings) {
    if (b.start! <= day && b.end! > day) booked += b.quantity;
    else if (b.start! <= day && String(b.serviceEnd) > day) service += b.quantity;
  }
  for (const b of machine.blocks) if (b.start <= day && b.end > day) blocked += b.quantity;
  return { booked, service, blocked };
}

/**
 * Each rentable machine's free units per day for four weeks, coloured by what takes them (rentals, service days
 * after a return, maintenance), and today's hand-overs and returns. The table scrolls sideways on a phone.
 */
export function PlannerPage() {
  const { t } = useLingui();
  const locale = useUiLocale();
  const plan = trpc.admin.planner.useQuery({});
  if (plan.isError) return <ErrorState onRetry={() => void plan.refetch()} />;
  if (!plan.data) {
    return (
      <LoadingState>
        <Trans>Loading...</Trans>
      </LoadingState>
    );
  }
  const today = plan.data.from;
  const all = plan.data.machines.flatMap((m) =>
    m.bookings.map((b) => ({ ...b, machine: localized(locale, m.name, m.nameKn) })),
  );
  const handOvers = all.filter((b) => b.start === today && (b.stage === 'paid' || b.stage === 'ready'));
  const returns = all.filter((b) => b.end === today && b.stage === 'handed_over');
  const day = (d: string) => d.slice(8);
  const month = (d: string) =>
    new Intl.DateTimeFormat(locale === 'kn' ? 'kn-IN' : 'en-IN', { month: 'short', timeZone: 'UTC' }).format(
      new Date(`${d}T00:00:00Z`),
    );

  const list = (rows: typeof all) =>
    rows.length === 0 ? (
      <p className="text-sm">
        <Trans>None.</Trans>
      </p>
    ) : (
      <ul className="text-sm">
        {rows.map((b) => (
          <li key={`${b.orderId}-${b.productId}`} className="py-1">
            <Link href={`/orders/${b.orderId}`} className="font-semibold text-leaf-800 underline">
              {shortOrderId(b.orderId)}
            </Link>{' '}
            · {b.machine} × {b.quantity}
          </li>
        ))}
      </ul>
    );

  return (
    <div>
      <div className="grid gap-x-4 md:grid-cols-2">
        <Card title={<Trans>Hand-overs today</Trans>}>{list(handOvers)}</Card>
        <Card title={<Trans>Returns today</Trans>}>{list(returns)}</Card>
      </div>
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={t`Colours of the planner`}>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-leaf-100" />
          <Trans>Rented out</Trans>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-stone-200" />
          <Trans>Service days after a return</Trans>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-amber-100" />
          <Trans>Maintenance</Trans>
        </li>
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-red-100" />
          <Trans>No unit free</Trans>
        </li>
      </ul>
      {/* Focusable, so a keyboard can scroll it sideways on a phone. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t`Planner`}
        className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
      >
        <table className="text-xs">
          <caption className="p-2 text-left text-sm">
            <Trans>Free units per day (bookings, service days after returns and maintenance blocks taken out)</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 bg-white p-2 text-left">
                {t`Machine`}
              </th>
              {plan.data.days.map((d, i) => (
                <th key={d} scope="col" className={cn('p-1 font-normal', d === today && 'font-bold')}>
                  {(i === 0 || d.endsWith('-01')) && (
                    <span className="block text-[10px] text-stone-700">{month(d)}</span>
                  )}
                  {day(d)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {plan.data.machines.map((m) => (
              <tr key={m.id} className="border-t border-stone-100">
                <th scope="row" className="sticky left-0 max-w-40 truncate bg-white p-2 text-left font-semibold">
                  {localized(locale, m.name, m.nameKn)}
                </th>
                {m.free.map((free, i) => {
                  const d = plan.data.days[i]!;
                  const { booked, service, blocked } = takenOn(m, d);
                  return (
                    <td
                      key={d}
                      title={t`${booked} rented, ${service} in service, ${blocked} blocked`}
                      className={cn(
                        'p-1 text-center',
                        free === 0
                          ? 'bg-red-100 text-red-900'
                          : blocked > 0
                            ? 'bg-amber-100'
                            : service > 0
                              ? 'bg-stone-200'
                              : booked > 0 && 'bg-leaf-100',
                      )}
                    >
                      {free}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
