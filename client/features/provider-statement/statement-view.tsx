import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatKolkataDate } from '../../../shared/format-date';
import { bpsAsPercent } from '../../../shared/ledger-split';
import { formatRupees } from '../../../shared/money';
import { useUiLocale } from '../../components/use-ui-locale';
import type { RouterOutputs } from '../../trpc';

export type Statement = RouterOutputs['ledger']['myStatement'];
type Payout = Statement['jobs'][number]['payout'];

export function Money({ paise }: { paise: number }) {
  const locale = useUiLocale();
  return <>{formatRupees(paise, locale)}</>;
}

function On({ at }: { at: Date }) {
  const locale = useUiLocale();
  return <>{formatKolkataDate(at, locale, 'short')}</>;
}

function Total({ label, paise, strong }: { label: ReactNode; paise: number; strong?: boolean }) {
  return (
    <div className="rounded-lg bg-stone-50 px-3 py-2">
      <dt className="text-xs text-stone-700">{label}</dt>
      <dd className={strong ? 'text-lg font-bold tabular-nums text-leaf-900' : 'font-semibold tabular-nums'}>
        <Money paise={paise} />
      </dd>
    </div>
  );
}

function PayoutState({ payout }: { payout: Payout }) {
  if (!payout) return <Trans>No payout</Trans>;
  if (payout.status === 'sent' && payout.sentAt) {
    // The transfer's reference, as the provider's bank statement names it.
    const reference = payout.transferId ?? '';
    return (
      <Trans>
        Sent on <On at={payout.sentAt} /> (reference number {reference})
      </Trans>
    );
  }
  if (payout.held) return <Trans>Held: the farmer disputed the work</Trans>;
  if (payout.status === 'void') return <Trans>Nothing to send: given back to the farmer</Trans>;
  if (payout.status === 'failed') return <Trans>Not sent yet: the shop is checking your account</Trans>;
  return (
    <Trans>
      Due on <On at={payout.dueAt} />, or when the farmer confirms
    </Trans>
  );
}

/** A provider's statement: totals, then each job with its gross, commission, share and payout. */
export function StatementView({ statement }: { statement: Statement }) {
  const { t } = useLingui();
  const { totals, provider } = statement;
  return (
    <div className="flex flex-col gap-4">
      {provider.commissionBps !== null && (
        <p className="text-sm text-stone-700">
          <Trans>The shop’s commission on your jobs: {bpsAsPercent(provider.commissionBps)} %</Trans>
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Total label={<Plural value={totals.jobs} one="Gross (# job)" other="Gross (# jobs)" />} paise={totals.gross} />
        <Total label={<Trans>Commission</Trans>} paise={totals.commission} />
        <Total label={<Trans>Your share</Trans>} paise={totals.share} />
        <Total label={<Trans>Paid to you</Trans>} paise={totals.payouts} />
        <Total label={<Trans>Balance to be paid</Trans>} paise={totals.balance} strong />
      </dl>
      {statement.jobs.length === 0 ? (
        <p className="text-stone-700">
          <Trans>No paid jobs yet.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t`Jobs, scrollable`}>
          <table className="w-full min-w-[22rem] text-sm">
            <caption className="sr-only">{t`Jobs and payouts`}</caption>
            <thead>
              <tr className="text-left text-xs text-stone-700">
                <th scope="col" className="py-1 pr-2 font-medium">
                  <Trans>Job</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  <Trans>Gross</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  <Trans>Commission</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  <Trans>Your share</Trans>
                </th>
                <th scope="col" className="py-1 font-medium">
                  <Trans>Payout</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.jobs.map((job) => (
                <tr key={job.jobId} className="border-t border-stone-100 align-top">
                  <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                    <span className="block font-mono">{job.jobId.slice(0, 8).toUpperCase()}</span>
                    <span className="block text-xs text-stone-700">
                      <On at={job.at} />
                    </span>
                  </th>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    <Money paise={job.gross} />
                  </td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    <Money paise={job.commission} />
                  </td>
                  <td className="py-1.5 pr-2 text-right font-semibold tabular-nums">
                    <Money paise={job.share} />
                  </td>
                  <td className="py-1.5">
                    <PayoutState payout={job.payout} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
