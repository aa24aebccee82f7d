import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { formatKolkataDate, formatKolkataTime } from '../../../shared/format-date';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { DecimalInput, Field, Refusal } from '../admin/admin-ui';

type BalanceState = RouterOutputs['hiring']['balance'];
type Channel = BalanceState['payments'][number]['channel'];

/** How each online payment of a balance is named to staff. */
const channelLabels: Record<Channel, MessageDescriptor> = {
  upi_qr: msg`UPI QR code`,
  payment_link: msg`payment link`,
  checkout: msg`the farmer's own online payment`,
};

/** A QR lasts an hour: its end is said as a time of day in Karnataka ('3:45 pm' / 'ಮಧ್ಯಾಹ್ನ 3:45'). */
function kolkataTime(instant: Date, locale: 'en' | 'kn'): string {
  return formatKolkataTime(instant, locale);
}

type Mode = 'choose' | 'qr' | 'link' | 'cash';

/**
 * "Collect balance" on the job board, for a job that is done and billed: show a UPI QR for the farmer to scan, send
 * a payment link by SMS, or record the cash the crew received. While a QR or link is out the panel asks every few
 * seconds whether it was paid, and says so when it is; the server computes every amount, the panel only shows it.
 */
export function CollectBalance({
  jobId,
  balance,
  phone,
  billAccepted,
  firstRef,
  onPaid,
}: {
  jobId: string;
  /** Paise. */
  balance: number;
  phone: string;
  billAccepted: boolean;
  firstRef?: Ref<HTMLButtonElement>;
  onPaid: () => void;
}) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const headingId = useId();
  const [mode, setMode] = useState<Mode>('choose');
  const qr = trpc.hiring.admin.balanceQr.useMutation({ onSuccess: () => setMode('qr') });
  const link = trpc.hiring.admin.balanceLink.useMutation({ onSuccess: () => setMode('link') });
  const waiting = mode === 'qr' || mode === 'link';
  const state = trpc.hiring.balance.useQuery({ jobId }, { enabled: waiting, refetchInterval: waiting ? 3000 : false });
  const paid = state.data?.status === 'paid';
  const whenPaid = useRef(onPaid);
  useEffect(() => {
    whenPaid.current = onPaid;
  });
  useEffect(() => {
    if (!paid) return;
    // The paid line stays a moment for the person holding the phone, then the board shows the job as paid.
    const timer = setTimeout(() => whenPaid.current(), 2500);
    return () => clearTimeout(timer);
  }, [paid]);
  const amount = formatRupees(balance, locale);
  const qrAmount = qr.data ? formatRupees(qr.data.amount, locale) : '';
  const qrUntil = qr.data ? kolkataTime(qr.data.expiresAt, locale) : '';
  const linkAmount = link.data ? formatRupees(link.data.amount, locale) : '';
  const linkUntil = link.data ? formatKolkataDate(link.data.expiresAt, locale, 'long') : '';

  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-xl border border-leaf-200 bg-leaf-50/60 p-3">
      <h3 id={headingId} className="text-base font-semibold text-leaf-900">
        <Trans>Collect balance {amount}</Trans>
      </h3>
      {!billAccepted ? (
        <p className="mt-1 text-sm text-stone-800">
          <Trans>The bill is over the quote: the farmer has to accept it before the balance is collected.</Trans>
        </p>
      ) : (
        <>
          <div className="mt-2 grid gap-2 sm:flex sm:flex-wrap" role="group" aria-label={t`Ways to collect`}>
            <Button
              ref={firstRef}
              aria-pressed={mode === 'qr'}
              disabled={qr.isPending}
              onClick={() => qr.mutate({ jobId })}
            >
              <Trans>Show UPI QR</Trans>
            </Button>
            <Button
              variant="secondary"
              aria-pressed={mode === 'link'}
              disabled={link.isPending}
              onClick={() => link.mutate({ jobId })}
            >
              {mode === 'link' ? <Trans>Send the link again</Trans> : <Trans>Send payment link by SMS</Trans>}
            </Button>
            <Button variant="secondary" aria-pressed={mode === 'cash'} onClick={() => setMode('cash')}>
              <Trans>Record cash</Trans>
            </Button>
          </div>
          <Refusal error={qr.error ?? link.error} />
          {mode === 'qr' && qr.data && (
            <div className="mt-3 flex flex-col items-center gap-2 rounded-lg bg-white p-3 text-center">
              <p className="text-2xl font-bold" data-testid="balance-qr-amount">
                {qrAmount}
              </p>
              <img
                src={qr.data.qrImageUrl}
                alt={t`UPI QR code to pay the balance of ${qrAmount} for this job`}
                width={240}
                height={240}
                className="size-60 max-w-full bg-white"
              />
              <p className="text-sm">
                <Trans>Ask the farmer to scan it with PhonePe, Google Pay, Paytm or BHIM.</Trans>
              </p>
              <p className="text-xs text-stone-700">
                <Trans>This code takes only this amount, once, until {qrUntil}.</Trans>
              </p>
              {qr.data.testAppPath && (
                <a
                  href={qr.data.testAppPath}
                  target="_blank"
                  rel="noopener"
                  className="text-sm underline"
                  data-testid="upi-test-app-link"
                >
                  <Trans>Open the test UPI app (test mode)</Trans>
                </a>
              )}
            </div>
          )}
          {mode === 'link' && link.data && (
            <p className="mt-3 rounded-lg bg-white p-3 text-sm">
              <Trans>
                Payment link for {linkAmount} sent by SMS to {phone}. It works until {linkUntil}.
              </Trans>
            </p>
          )}
          {waiting && (
            <p role="status" className="mt-2 text-sm font-semibold text-leaf-900" data-testid="balance-wait">
              {paid ? <Trans>Paid. The balance is settled.</Trans> : <Trans>Waiting for the payment…</Trans>}
            </p>
          )}
          {mode === 'cash' && <CashForm jobId={jobId} balance={balance} onPaid={onPaid} />}
        </>
      )}
    </section>
  );
}

/** Staff write the cash received; it must be exactly the balance (the server checks it again). */
function CashForm({ jobId, balance, onPaid }: { jobId: string; balance: number; onPaid: () => void }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const cash = trpc.hiring.admin.recordCash.useMutation({ onSuccess: onPaid });
  const [rupees, setRupees] = useState('');
  const [wrong, setWrong] = useState(false);
  const problemId = useId();
  const amount = formatRupees(balance, locale);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(rupees.trim().replace(/[₹,\s]/g, ''));
    const paise = Math.round(value * 100);
    const right = rupees.trim() !== '' && Number.isFinite(value) && paise === balance;
    setWrong(!right);
    if (right) cash.mutate({ jobId, amount: paise });
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2 rounded-lg bg-white p-3" noValidate>
      <Field label={t`Cash received (₹)`}>
        <DecimalInput autoComplete="off" value={rupees} onValue={setRupees} {...(wrong ? { problemId } : {})} />
      </Field>
      {wrong && (
        <p id={problemId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          <Trans>The balance is {amount}. Write exactly the cash received.</Trans>
        </p>
      )}
      <Refusal error={cash.error} />
      <Button type="submit" className="self-start" disabled={cash.isPending}>
        <Trans>Cash received: record it</Trans>
      </Button>
    </form>
  );
}

/** How a paid job's balance was settled, and any second payment that went back to the farmer. */
export function BalanceSettled({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const state = trpc.hiring.balance.useQuery({ jobId });
  const data = state.data;
  if (!data?.method) return null;
  const when = data.paidAt ? formatKolkataDate(data.paidAt, locale, 'long') : '';
  // Whole sentences, so each language puts the day where it belongs.
  const settled = {
    upi_qr: t`Balance paid by UPI QR code on ${when}.`,
    payment_link: t`Balance paid by payment link on ${when}.`,
    checkout: t`Balance paid online by the farmer on ${when}.`,
    cash: t`Balance paid in cash on ${when}.`,
  }[data.method];
  const returned = data.payments.filter((p) => p.outcome === 'refunding' || p.outcome === 'refunded');
  return (
    <div className="mt-2 text-sm" data-testid="balance-settled">
      <p className="font-semibold text-leaf-900">{settled}</p>
      {data.method === 'cash' && data.cashRecordedBy && (
        <p className="text-stone-700">{t`Recorded by ${data.cashRecordedBy}.`}</p>
      )}
      {returned.map((p) => {
        const paid = formatRupees(p.amount, locale);
        const way = t(channelLabels[p.channel]);
        return (
          <p key={`${p.channel}-${p.createdAt.toISOString()}`} className="text-amber-900">
            {p.outcome === 'refunded'
              ? t`A second payment of ${paid} (${way}) came in and was refunded in full.`
              : t`A second payment of ${paid} (${way}) came in and is being refunded in full.`}
          </p>
        );
      })}
    </div>
  );
}
