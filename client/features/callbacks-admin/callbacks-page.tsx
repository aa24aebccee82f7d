import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useState } from 'react';
import { formatCalendarDay, formatKolkataDateTime } from '../../../shared/format-date';
import { formatRupees } from '../../../shared/money';
import { formatMobile } from '../../../shared/phone';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { trpc } from '../../trpc';
import { AssistedBookingForm, ErrorLine, type AssistedField } from '../agent/assisted-booking-form';
import { statusLabels } from '../hire/hire-labels';

/**
 * /admin/callbacks: the farmers who gave a missed call, longest waiting first, with their language, past jobs and how
 * long each has waited. Staff call back (the number is a tel: link) and book on the farmer's behalf; the farmer gets
 * the quote and the advance's payment link by SMS. Refreshed every 30 seconds.
 */
export function CallbacksPage() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  const queue = trpc.callbacks.queue.useQuery(undefined, { refetchInterval: 30_000 });
  const [open, setOpen] = useState<string | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const book = trpc.callbacks.book.useMutation({
    onSuccess: () => {
      setBooked(open);
      setOpen(null);
      void utils.callbacks.queue.invalidate();
    },
  });
  const close = trpc.callbacks.close.useMutation({ onSuccess: () => utils.callbacks.queue.invalidate() });

  return (
    <section aria-labelledby="callbacks-title" className="flex flex-col gap-4">
      <h1 id="callbacks-title" className="text-xl font-bold">
        <Trans>Missed calls to call back</Trans>
      </h1>
      <ErrorLine error={queue.error ?? close.error} />
      {booked && (
        <p role="status" className="rounded-lg bg-leaf-50 px-3 py-2 text-sm">
          <Trans>Booked. The farmer got the price and a link to pay the advance by SMS.</Trans>
        </p>
      )}
      {queue.data?.callers.length === 0 && (
        <p>
          <Trans>Nobody is waiting for a call.</Trans>
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {queue.data?.callers.map((caller) => (
          <li key={caller.id} className="rounded-xl border border-stone-200 p-3">
            <p className="text-lg font-semibold">
              <a href={`tel:${caller.phone}`} className="text-leaf-800 underline">
                {formatMobile(caller.phone)}
              </a>
            </p>
            <p className="text-sm">
              {caller.locale === 'kn' ? 'ಕನ್ನಡ' : 'English'} · <Trans>waited {caller.minutesWaited} min</Trans> ·{' '}
              <Trans>{caller.calls} calls</Trans>
            </p>
            <p className={`text-sm ${caller.late ? 'font-semibold text-red-800' : ''}`}>
              {caller.late ? (
                <Trans>Late: promised by {formatKolkataDateTime(caller.expectCallBy, locale)}</Trans>
              ) : (
                <Trans>Promised by {formatKolkataDateTime(caller.expectCallBy, locale)}</Trans>
              )}
            </p>
            {caller.pastJobs.length > 0 ? (
              <ul className="mt-1 text-sm" aria-label={t`Past jobs`}>
                {caller.pastJobs.map((job) => (
                  <li key={job.id}>
                    {formatCalendarDay(job.day, locale)} · {i18n._(statusLabels[job.status])} ·{' '}
                    {formatRupees(job.total, locale)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-stone-700">
                <Trans>No past jobs.</Trans>
              </p>
            )}
            {open === caller.id ? (
              <div className="mt-3">
                <AssistedBookingForm
                  pending={book.isPending}
                  error={book.error}
                  onBook={(field: AssistedField) => book.mutate({ requestId: caller.id, ...field })}
                />
              </div>
            ) : (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  onClick={() => {
                    book.reset();
                    setBooked(null);
                    setOpen(caller.id);
                  }}
                >
                  <Trans>Book for this caller</Trans>
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => close.mutate({ requestId: caller.id })}
                  disabled={close.isPending}
                >
                  <Trans>Done without booking</Trans>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
