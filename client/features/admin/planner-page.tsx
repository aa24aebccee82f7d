import { Trans, useLingui } from '@lingui/react/macro';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { trpc } from '../../trpc';

/** Free units of each rentable machine per day for four weeks; 0 days stand out. Scrolls sideways on a phone. */
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
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="text-xs">
        <caption className="p-2 text-left text-sm">
          <Trans>Free units per day (bookings, service days after returns and maintenance blocks taken out)</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 bg-white p-2 text-left">
              {t`Machine`}
            </th>
            {plan.data.days.map((d) => (
              <th key={d} scope="col" className="p-1 font-normal">
                {d.slice(8)}
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
              {m.free.map((free, i) => (
                <td key={plan.data.days[i]} className={free === 0 ? 'bg-red-100 p-1 text-center text-red-900' : 'p-1 text-center'}>
                  {free}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
