import { Trans, useLingui } from '@lingui/react/macro';
import { Phone, Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatCalendarDay, formatKolkataDate, formatKolkataDateTime } from '../../../shared/format-date';
import { canTakeStep, hireJobProgress, isFinal } from '../../../shared/hire-job-life';
import { OVER_QUOTE_ALLOWED_PERCENT } from '../../../shared/hiring';
import { formatRupees } from '../../../shared/money';
import { placeLabelIn } from '../../../shared/place-names';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage } from '../../refusals';
import { type RouterOutputs, trpc } from '../../trpc';
import { HireMeasurement } from './hire-measurement';
import { HirePay, type HirePayment } from './hire-pay';
import { QueuePlaces } from './queue-place';
import { areaText, operationLabels, quantityText, slotLabels, statusLabels } from './hire-labels';

type Job = RouterOutputs['hiring']['myJobs']['jobs'][number];

/** The farmer's hire jobs on /orders: timeline, crew, the operator's phone, the bill, paying, cancelling, rating. */
export function HireJobs() {
  const jobs = trpc.hiring.myJobs.useQuery();
  if (!jobs.data || jobs.data.jobs.length === 0) return <QueuePlaces />;
  return (
    <section aria-labelledby="hire-jobs" className="mb-10 flex flex-col gap-4">
      <h2 id="hire-jobs" className="text-2xl font-bold">
        <Trans>Machine hire jobs</Trans>
      </h2>
      <ul className="flex flex-col gap-4">
        {jobs.data.jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <QueuePlaces />
    </section>
  );
}

function JobCard({ job }: { job: Job }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  const cancel = trpc.hiring.cancel.useMutation();
  const accept = trpc.hiring.acceptBill.useMutation();
  const pay = trpc.hiring.pay.useMutation();
  const [paying, setPaying] = useState<{ amount: number; payment: HirePayment } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void utils.hiring.myJobs.invalidate();

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      refresh();
    } catch (e) {
      setError(refusalMessage(i18n, e));
    }
  }

  async function startPaying() {
    setError(null);
    try {
      const started = await pay.mutateAsync({ jobId: job.id });
      setPaying({ amount: started.amount, payment: started.payment as HirePayment });
    } catch (e) {
      setError(refusalMessage(i18n, e));
    }
  }

  const billAccepted = job.bill !== null && (!job.bill.needsAcceptance || job.bill.accepted);
  const owesBalance = canTakeStep(job.status, 'pay_balance', 'payment') && billAccepted && job.bill!.balance > 0;
  const percent = OVER_QUOTE_ALLOWED_PERCENT;
  // The steps still ahead on the way to paid, from the one life the server follows (shared/hire-job-life.ts).
  const ahead = isFinal(job.status) ? [] : hireJobProgress.slice(hireJobProgress.indexOf(job.status) + 1);
  const nextSteps = ahead.map((status) => t(statusLabels[status])).join(' → ');
  return (
    <article
      aria-label={t(operationLabels[job.operation].label)}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4"
      data-testid="hire-job"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {t(operationLabels[job.operation].label)} · {formatCalendarDay(job.day, locale)} · {t(slotLabels[job.slot])}
        </h3>
        <p
          className="rounded-full bg-leaf-50 px-3 py-1 text-sm font-semibold text-leaf-900"
          data-testid="hire-job-status"
        >
          {t(statusLabels[job.status])}
        </p>
      </div>
      <p className="text-sm text-stone-700">
        {localized(locale, job.centre.name, job.centre.nameKn)} · {areaText(i18n, job.areaMilliAcres)} ·{' '}
        {placeLabelIn(locale, job.fieldPlace)}
      </p>
      <p className="text-sm">
        <Trans>
          Quoted {formatRupees(job.quote.total, locale)} · advance paid {formatRupees(job.advancePaid, locale)}
        </Trans>
      </p>
      {job.crew && (
        <p className="flex items-center gap-2 text-sm">
          <Phone aria-hidden="true" className="size-4" />
          <Trans>
            Operator {job.crew.operatorName},{' '}
            <a href={`tel:${job.crew.operatorPhone}`} className="underline">
              {job.crew.operatorPhone}
            </a>{' '}
            · {job.crew.machine}
          </Trans>
        </p>
      )}
      {job.bill && (
        <div className="rounded-xl bg-stone-50 p-3 text-sm" data-testid="hire-bill">
          <p className="font-semibold">
            <Trans>
              Bill: {quantityText(i18n, job.bill.measuredMilli, job.unit)} = {formatRupees(job.bill.total, locale)};
              balance {formatRupees(job.bill.balance, locale)}
            </Trans>
          </p>
          {job.bill.needsAcceptance && !job.bill.accepted && job.status === 'done' && (
            <div className="mt-2 flex flex-col gap-2">
              <p>
                <Trans>
                  The bill is more than {percent}% over the quote. Pay it only if you agree with the measured work.
                </Trans>
              </p>
              <Button className="self-start" onClick={() => void run(() => accept.mutateAsync({ jobId: job.id }))}>
                <Trans>I accept this bill</Trans>
              </Button>
            </div>
          )}
        </div>
      )}
      {job.bill && <HireMeasurement jobId={job.id} />}
      {job.status === 'paid' && job.bill && job.bill.balance > 0 && <BalancePaid jobId={job.id} />}
      <ol aria-label={t`Timeline`} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
        {job.timeline.map((step, i) => (
          <li key={i}>
            {t(statusLabels[step.status])} {formatKolkataDateTime(step.at, locale)}
          </li>
        ))}
      </ol>
      {nextSteps && <p className="text-xs text-stone-700">{t`Next: ${nextSteps}`}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {paying ? (
        <HirePay
          jobId={job.id}
          amount={paying.amount}
          payment={paying.payment}
          onPaid={() => (setPaying(null), refresh())}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {canTakeStep(job.status, 'pay_advance', 'payment') && (
            <Button onClick={() => void startPaying()}>
              <Trans>Pay the advance {formatRupees(job.quote.advance, locale)}</Trans>
            </Button>
          )}
          {owesBalance && (
            <Button onClick={() => void startPaying()}>
              <Trans>Pay the balance {formatRupees(job.bill!.balance, locale)}</Trans>
            </Button>
          )}
          {job.cancellation && (
            <Button
              variant="secondary"
              onClick={() => {
                const question = job.cancellation!.free
                  ? t`Cancel this booking? Your advance of ${formatRupees(job.cancellation!.refund, locale)} \
comes back to your card.`
                  : t`Cancel this booking? It is less than 24 hours before the slot, so the advance is kept.`;
                if (window.confirm(question)) void run(() => cancel.mutateAsync({ jobId: job.id }));
              }}
            >
              <Trans>Cancel booking</Trans>
            </Button>
          )}
        </div>
      )}
      {(job.status === 'done' || job.status === 'paid') &&
        (job.rated ? <Rated stars={job.rated.serviceStars} /> : <RateForm jobId={job.id} onRated={refresh} />)}
    </article>
  );
}

/** "Balance paid by UPI on 29 November 2026", and a second payment on its way back, if one came in. */
function BalancePaid({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const balance = trpc.hiring.balance.useQuery({ jobId });
  const data = balance.data;
  if (!data?.method || !data.paidAt) return null;
  const when = formatKolkataDate(data.paidAt, locale, 'long');
  // Whole sentences, so each language puts the day where it belongs.
  const paid = {
    upi_qr: t`Balance paid by UPI on ${when}.`,
    payment_link: t`Balance paid by the payment link on ${when}.`,
    checkout: t`Balance paid online on ${when}.`,
    cash: t`Balance paid in cash on ${when}.`,
  }[data.method];
  const returned = data.payments.filter((p) => p.outcome === 'refunding' || p.outcome === 'refunded');
  return (
    <div className="text-sm" data-testid="hire-balance-paid">
      <p className="font-semibold text-leaf-900">{paid}</p>
      {returned.map((p) => {
        const amount = formatRupees(p.amount, locale);
        return (
          <p key={p.createdAt.toISOString()} className="text-stone-700">
            {t`You paid ${amount} a second time: it is refunded in full to the same account.`}
          </p>
        );
      })}
    </div>
  );
}

function Rated({ stars }: { stars: number }) {
  const { t } = useLingui();
  return <p className="text-sm">{t`You rated this job ${stars} out of 5.`}</p>;
}

function StarPicker({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-semibold">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              className="sr-only"
              name={label}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t`${n} stars`}
            />
            <Star
              aria-hidden="true"
              className={n <= value ? 'size-9 fill-amber-400 text-amber-500' : 'size-9 text-stone-400'}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function RateForm({ jobId, onRated }: { jobId: string; onRated: () => void }) {
  const { t, i18n } = useLingui();
  const rate = trpc.hiring.rate.useMutation();
  const [serviceStars, setServiceStars] = useState(0);
  const [operatorStars, setOperatorStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (serviceStars === 0 || operatorStars === 0) {
      setError(t`Please give stars for the service and for the operator.`);
      return;
    }
    try {
      await rate.mutateAsync({ jobId, serviceStars, operatorStars, comment });
      onRated();
    } catch (e) {
      setError(refusalMessage(i18n, e));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3" noValidate>
      <StarPicker label={t`The service`} value={serviceStars} onChange={setServiceStars} />
      <StarPicker label={t`The operator`} value={operatorStars} onChange={setOperatorStars} />
      <label htmlFor={`comment-${jobId}`} className="text-sm font-semibold">
        <Trans>A short comment (optional)</Trans>
      </label>
      <textarea
        id={`comment-${jobId}`}
        value={comment}
        maxLength={500}
        onChange={(e) => setComment(e.target.value)}
        className="rounded-xl border border-stone-300 bg-white p-2"
      />
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={rate.isPending}>
        <Trans>Send rating</Trans>
      </Button>
    </form>
  );
}
