import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { shortOrderId } from '../../../shared/order-id';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Field, Money, TextInput, When } from './admin-ui';

type Settlement = RouterOutputs['admin']['settlement'];
type Line = Settlement['unmatched'][number];

function Row({ label, count, amount }: { label: ReactNode; count?: number; amount: number }) {
  return (
    <tr className="border-t border-stone-100">
      <th scope="row" className="py-1.5 pr-2 text-left font-medium">
        {label}
      </th>
      <td className="py-1.5 pr-2 text-right tabular-nums">{count ?? ''}</td>
      <td className="py-1.5 text-right font-semibold tabular-nums">
        <Money paise={amount} />
      </td>
    </tr>
  );
}

function Sums({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-xs text-stone-600">
          <th scope="col" className="pb-1 text-left font-medium">
            <Trans>Way</Trans>
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            <Trans>Count</Trans>
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            <Trans>Amount</Trans>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Reason({ line }: { line: Line }) {
  switch (line.reason) {
    case 'late_payment':
      return <Trans>Paid after its hold ran out: given back</Trans>;
    case 'orphan':
      return <Trans>Payment for nothing we could give: given back</Trans>;
    case 'hire_refund':
      return <Trans>Hire advance given back</Trans>;
    case 'deposit':
      return <Trans>Deposit refund</Trans>;
    case 'cancellation':
      return <Trans>Cancellation refund</Trans>;
  }
}

function Status({ status }: { status: Line['status'] }) {
  if (status === 'failed') {
    return (
      <span className="font-semibold text-red-800">
        <Trans>Refund failed: contact the farmer</Trans>
      </span>
    );
  }
  return status === 'processed' ? <Trans>Refunded</Trans> : <Trans>Refund on its way</Trans>;
}

function Target({ line }: { line: Line }) {
  if (!line.targetId) return <Trans>No order or job</Trans>;
  if (line.targetKind === 'order') {
    return (
      <Link href={`/orders/${line.targetId}`} className="font-semibold text-leaf-800 underline">
        <Trans>Order {shortOrderId(line.targetId)}</Trans>
      </Link>
    );
  }
  return <Trans>Hire job {line.targetId.slice(0, 8).toUpperCase()}</Trans>;
}

/** /admin/settlement: a day's takings by method, provider fees, refunds and anything unmatched. */
export function SettlementPage() {
  const { t } = useLingui();
  const [day, setDay] = useState<string | undefined>(undefined);
  const query = trpc.admin.settlement.useQuery(day ? { day } : {});
  const d = query.data;
  return (
    <div>
      <div className="mb-4 max-w-xs">
        <Field label={<Trans>Day</Trans>}>
          <TextInput
            type="date"
            value={d?.day ?? day ?? ''}
            onChange={(e) => e.target.value && setDay(e.target.value)}
          />
        </Field>
      </div>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !d ? (
        <LoadingState>
          <Trans>Loading...</Trans>
        </LoadingState>
      ) : (
        <div className="grid gap-1 md:grid-cols-2 md:gap-4">
          <Card title={<Trans>Takings by method</Trans>}>
            <Sums caption={t`Takings by method`}>
              <Row label={<Trans>UPI</Trans>} count={d.takings.upi.count} amount={d.takings.upi.amount} />
              <Row label={<Trans>Card</Trans>} count={d.takings.card.count} amount={d.takings.card.amount} />
              <Row
                label={<Trans>Net banking</Trans>}
                count={d.takings.netbanking.count}
                amount={d.takings.netbanking.amount}
              />
              <Row
                label={<Trans>Cash (hire balances)</Trans>}
                count={d.takings.cash.count}
                amount={d.takings.cash.amount}
              />
              {d.takings.unknown.count > 0 && (
                <Row
                  label={<Trans>Not known yet</Trans>}
                  count={d.takings.unknown.count}
                  amount={d.takings.unknown.amount}
                />
              )}
              <Row label={<Trans>Total</Trans>} amount={d.total} />
            </Sums>
          </Card>
          <Card title={<Trans>Provider fees</Trans>}>
            <p className="text-sm">
              <Trans>
                Fees kept by the payment providers: <Money paise={d.fees.amount} /> on {d.fees.known} payments.
              </Trans>
            </p>
            {d.fees.unknown > 0 && (
              <p className="mt-1 text-sm text-stone-600">
                <Trans>The provider did not say the fee of {d.fees.unknown} payments.</Trans>
              </p>
            )}
          </Card>
          <Card title={<Trans>Refunds</Trans>}>
            <Sums caption={t`Refunds`}>
              <Row
                label={<Trans>On their way</Trans>}
                count={d.refunds.pending.count}
                amount={d.refunds.pending.amount}
              />
              <Row
                label={<Trans>Processed</Trans>}
                count={d.refunds.processed.count}
                amount={d.refunds.processed.amount}
              />
              <Row label={<Trans>Failed</Trans>} count={d.refunds.failed.count} amount={d.refunds.failed.amount} />
            </Sums>
          </Card>
          <Card title={<Trans>Unmatched</Trans>}>
            {d.unmatched.length === 0 ? (
              <p className="text-sm text-stone-600">
                <Trans>Nothing here.</Trans>
              </p>
            ) : (
              <ul className="divide-y divide-stone-100 text-sm">
                {d.unmatched.map((line, i) => (
                  <li key={i} className="flex flex-col gap-0.5 py-2">
                    <span className="flex flex-wrap justify-between gap-2">
                      <Target line={line} />
                      <span className="font-semibold tabular-nums">
                        <Money paise={line.amount} />
                      </span>
                    </span>
                    <span>
                      <Reason line={line} /> · <Status status={line.status} />
                    </span>
                    <span className="text-xs text-stone-600">
                      <When at={line.at} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
