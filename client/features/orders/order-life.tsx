import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatKolkataDate } from '../../../shared/format-date';
import { formatRupees } from '../../../shared/money';
import { OrderStageLabel } from '../../components/order-stage-label';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage } from '../../refusals';
import { type RouterOutputs, trpc } from '../../trpc';
import { RefundLine } from './refund-line';

type Order = RouterOutputs['orders']['list']['orders'][number];

/**
 * What happened to an order after payment, in the farmer's language: deposit, late fee, refunds and each step with
 * its day; for a rental not yet picked up, cancelling, with the refund shown before the farmer confirms.
 */
export function OrderLife({ order }: { order: Order }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const money = (paise: number) => formatRupees(paise, locale);
  const canCancel = order.status === 'paid' && order.isRental && (order.stage === 'paid' || order.stage === 'ready');
  return (
    <div className="mt-3 space-y-3 border-t border-stone-200 pt-3 text-sm">
      {order.deposit > 0 && (
        <p>
          <Trans>Refundable deposit (included in the total): {money(order.deposit)}</Trans>
        </p>
      )}
      {order.lateFee !== null && order.lateFee > 0 && (
        <p>
          <Trans>
            Returned {order.lateDays} days late: late fee {money(order.lateFee)}, taken from the deposit
          </Trans>
        </p>
      )}
      {order.refunds.map((r) => (
        <RefundLine key={r.kind} refund={r} />
      ))}
      {order.timeline.length > 0 && (
        <ol className="space-y-1" aria-label={t`Order timeline`}>
          {order.timeline.map((e, i) => (
            <li key={i} className="flex flex-wrap gap-x-2">
              <span className="font-semibold">
                <OrderStageLabel stage={e.step} />
              </span>
              <time dateTime={e.at.toISOString()} className="text-ink-muted">
                {formatKolkataDate(e.at, locale, 'long')}
              </time>
              {e.note && <span className="text-ink-muted">{e.note}</span>}
            </li>
          ))}
        </ol>
      )}
      {canCancel && <CancelRental orderId={order.id} />}
    </div>
  );
}

function CancelRental({ orderId }: { orderId: string }) {
  const { i18n } = useLingui();
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState(false);
  const quote = trpc.cancellations.quote.useQuery({ orderId }, { enabled: asking });
  const cancel = trpc.cancellations.cancel.useMutation({ onSuccess: () => void utils.orders.invalidate() });
  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Trans>Cancel this rental</Trans>
      </Button>
    );
  }
  const q = quote.data;
  return (
    <div className="rounded-lg bg-soil-50 p-3" role="region" aria-live="polite">
      {q?.kind === 'allowed' && (
        <>
          <p>
            {q.percent === 100 ? (
              <Trans>You get back everything you paid: {formatRupees(q.refund, locale)}.</Trans>
            ) : (
              <Trans>
                Cancelling the day before pick-up returns half the rent and GST plus your whole deposit:{' '}
                {formatRupees(q.refund, locale)}.
              </Trans>
            )}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button onClick={() => cancel.mutate({ orderId })} disabled={cancel.isPending}>
              <Trans>Yes, cancel and refund</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              <Trans>Keep the rental</Trans>
            </Button>
          </div>
        </>
      )}
      {q && q.kind !== 'allowed' && (
        <p>
          <Trans>A rental can be cancelled only before its pick-up day.</Trans>
        </p>
      )}
      {(quote.error || cancel.error) && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {refusalMessage(i18n, quote.error ?? cancel.error)}
        </p>
      )}
    </div>
  );
}
