import { Trans } from '@lingui/react/macro';
import { formatCalendarDay, formatKolkataDate } from '../../../shared/format-date';
import { formatRupees } from '../../../shared/money';
import { useUiLocale } from '../../components/use-ui-locale';
import type { RouterOutputs } from '../../trpc';

export type RefundView = RouterOutputs['orders']['list']['orders'][number]['refunds'][number];

/**
 * One refund as the farmer follows it: on its way to the UPI account, card or bank account with the day it should
 * arrive, then the day it was refunded, or that it failed and we will contact them.
 */
export function RefundLine({ refund }: { refund: RefundView }) {
  const locale = useUiLocale();
  const amount = formatRupees(refund.amount, locale);
  const day = refund.arrivesBy ? formatCalendarDay(refund.arrivesBy, locale, 'long') : '';
  const on = refund.settledAt ? formatKolkataDate(refund.settledAt, locale, 'long') : '';
  let sentence;
  if (refund.state === 'failed') {
    sentence = <Trans>Refund of {amount} failed — we will contact you</Trans>;
  } else if (refund.state === 'processed') {
    sentence = on ? (
      <Trans>
        Refund of {amount}: refunded on {on}
      </Trans>
    ) : (
      <Trans>Refund of {amount}: refunded</Trans>
    );
  } else if (!day) {
    sentence = <Trans>Refund of {amount}: on its way</Trans>;
  } else if (refund.method === 'upi') {
    sentence = (
      <Trans>
        Refund of {amount} to your UPI account: on its way, should arrive by {day}
      </Trans>
    );
  } else if (refund.method === 'card') {
    sentence = (
      <Trans>
        Refund of {amount} to your card: on its way, should arrive by {day}
      </Trans>
    );
  } else if (refund.method === 'netbanking') {
    sentence = (
      <Trans>
        Refund of {amount} to your bank account: on its way, should arrive by {day}
      </Trans>
    );
  } else {
    sentence = (
      <Trans>
        Refund of {amount}: on its way, should arrive by {day}
      </Trans>
    );
  }
  return (
    <p
      className={refund.state === 'failed' ? 'font-semibold text-red-800' : 'font-semibold text-leaf-800'}
      data-refund-state={refund.state}
    >
      {refund.kind === 'deposit' && (
        <>
          <Trans>Deposit:</Trans>{' '}
        </>
      )}
      {sentence}
    </p>
  );
}
