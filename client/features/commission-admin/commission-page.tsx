import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { bpsAsPercent } from '../../../shared/ledger-split';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { trpc } from '../../trpc';
import { Money, StatementView } from '../provider-statement/statement-view';

const PERIODS = [7, 30, 90, 365] as const;

function ProviderStatement({ providerId }: { providerId: number }) {
  const statement = trpc.ledger.statement.useQuery({ providerId });
  if (statement.isPending) {
    return (
      <LoadingState>
        <Trans>Loading...</Trans>
      </LoadingState>
    );
  }
  if (statement.isError) return <ErrorState onRetry={() => void statement.refetch()} />;
  return <StatementView statement={statement.data} />;
}

/** /admin/commission (the shop's owner only): the commission earned by provider over a period, and each statement. */
export function CommissionReportPage() {
  const { t } = useLingui();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const [open, setOpen] = useState<number | null>(null);
  const selectId = useId();
  const report = trpc.ledger.commissionReport.useQuery({ days });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor={selectId} className="text-sm font-medium">
          <Trans>Period</Trans>
        </label>
        <select
          id={selectId}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2"
          value={days}
          onChange={(e) => setDays(Number(e.target.value) as (typeof PERIODS)[number])}
        >
          {PERIODS.map((n) => (
            <option key={n} value={n}>
              {t`Last ${n} days`}
            </option>
          ))}
        </select>
      </div>
      {report.isPending ? (
        <LoadingState>
          <Trans>Loading...</Trans>
        </LoadingState>
      ) : report.isError ? (
        <ErrorState onRetry={() => void report.refetch()} />
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t`Commission, scrollable`}>
          <table className="w-full min-w-[22rem] text-sm">
            <caption className="sr-only">{t`Commission by provider`}</caption>
            <thead>
              <tr className="text-left text-xs text-stone-700">
                <th scope="col" className="py-1 pr-2 font-medium">
                  <Trans>Provider</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  <Trans>Jobs</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  <Trans>Gross</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  <Trans>Shop’s commission</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  <Trans>Agents’ commission</Trans>
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  <Trans>Providers’ share</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {report.data.rows.map((row) => (
                <tr key={row.providerId ?? 'shop'} className="border-t border-stone-100 align-top">
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                    {row.providerId === null ? (
                      <Trans>The shop’s own centres</Trans>
                    ) : (
                      <>
                        <span className="block">{row.name}</span>
                        {row.commissionBps !== null && (
                          <span className="block text-xs text-stone-700">
                            <Trans>Commission {bpsAsPercent(row.commissionBps)} %</Trans>
                          </span>
                        )}
                        <Button
                          variant="secondary"
                          className="mt-1"
                          aria-expanded={open === Number(row.providerId)}
                          onClick={() => setOpen(open === Number(row.providerId) ? null : Number(row.providerId))}
                        >
                          <Trans>Statement</Trans>
                        </Button>
                      </>
                    )}
                  </th>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{row.jobs}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    <Money paise={row.gross} />
                  </td>
                  <td className="py-1.5 pr-2 text-right font-semibold tabular-nums">
                    <Money paise={row.platformCommission} />
                  </td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    <Money paise={row.agentCommission} />
                  </td>
                  <td className="py-1.5 text-right tabular-nums">
                    <Money paise={row.providerShare} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-stone-300 font-bold">
                <th scope="row" className="py-1.5 pr-2 text-left">
                  <Trans>Total</Trans>
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums">{report.data.totals.jobs}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  <Money paise={report.data.totals.gross} />
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  <Money paise={report.data.totals.platformCommission} />
                </td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  <Money paise={report.data.totals.agentCommission} />
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  <Money paise={report.data.totals.providerShare} />
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {open !== null && (
        <section aria-label={t`Provider statement`} className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
          <ProviderStatement providerId={open} />
        </section>
      )}
    </div>
  );
}
