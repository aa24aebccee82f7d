import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatCalendarDay, formatKolkataTime } from '../../../shared/format-date';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { trpc } from '../../trpc';
import { RequireAuth } from '../auth/require-auth';
import { useSession } from '../auth/use-session';
import { operationLabels, slotLabels, statusLabels } from '../hire/hire-labels';
import { AssistedBookingForm, ErrorLine, type AssistedField } from './assisted-booking-form';

/**
 * /agent: a village agent books hire jobs for the farmers of their village by the farmer's mobile number; the farmer
 * agrees with the code sent to their phone, which the agent types in. Below, the jobs the agent booked (only theirs)
 * and the commission each earned.
 */
export function AgentPage() {
  return (
    <RequireAuth tab="phone">
      <AgentDesk />
    </RequireAuth>
  );
}

const input = 'min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base';

function AgentDesk() {
  const session = useSession();
  if (session.user?.role !== 'agent') {
    return (
      <div className="mx-auto max-w-3xl p-4">
        <h1 className="text-2xl font-bold">
          <Trans>Village agent</Trans>
        </h1>
        <p className="mt-2">
          <Trans>This page is for the shop's village agents. Ask the shop to make your account an agent's.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-4">
      <h1 className="text-2xl font-bold">
        <Trans>Village agent</Trans>
      </h1>
      <BookForFarmer />
      <MyJobs />
    </div>
  );
}

function BookForFarmer() {
  const { t } = useLinguiMacro();
  const utils = trpc.useUtils();
  const ids = { phone: useId(), lang: useId(), code: useId() };
  const [phone, setPhone] = useState('');
  const [language, setLanguage] = useState<'kn' | 'en'>('kn');
  const [code, setCode] = useState('');
  const book = trpc.agents.book.useMutation({ onSuccess: () => utils.agents.myJobs.invalidate() });
  const confirm = trpc.agents.confirm.useMutation({
    onSuccess: () => {
      setCode('');
      void utils.agents.myJobs.invalidate();
    },
  });
  const resend = trpc.agents.resendCode.useMutation();
  const held = book.data && !confirm.data ? book.data : null;

  function onBook(field: AssistedField) {
    confirm.reset();
    book.mutate({ ...field, farmerPhone: phone, farmerLocale: language });
  }

  return (
    <section aria-labelledby="agent-book" className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
      <h2 id="agent-book" className="text-lg font-semibold">
        <Trans>Book for a farmer</Trans>
      </h2>
      {held ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            confirm.mutate({ jobId: held.jobId, code });
          }}
        >
          <p role="status">
            <Trans>
              A code was sent to the farmer's phone ({held.farmerPhone}). Ask the farmer for it and type it here.
            </Trans>
          </p>
          <div className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor={ids.code}>
              <Trans>Code from the farmer's SMS</Trans>
            </label>
            <input
              id={ids.code}
              className={input}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          <ErrorLine error={confirm.error ?? resend.error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={code.length !== 6 || confirm.isPending}>
              <Trans>Confirm booking</Trans>
            </Button>
            <Button
              variant="secondary"
              onClick={() => resend.mutate({ jobId: held.jobId })}
              disabled={resend.isPending}
            >
              <Trans>Send a new code</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <>
          {confirm.data && (
            <p role="status" className="rounded-lg bg-leaf-50 px-3 py-2 text-sm">
              <Trans>Booked. The farmer got the price and a link to pay the advance by SMS.</Trans>
            </p>
          )}
          <AssistedBookingForm onBook={onBook} pending={book.isPending} error={book.error}>
            <div className="flex min-w-0 flex-col gap-1 text-sm font-medium text-stone-800">
              <label htmlFor={ids.phone}>
                <Trans>Farmer's mobile number</Trans>
              </label>
              <input
                id={ids.phone}
                className={input}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                placeholder={t`e.g. 98450 12345`}
              />
            </div>
            <div className="flex min-w-0 flex-col gap-1 text-sm font-medium text-stone-800">
              <label htmlFor={ids.lang}>
                <Trans>Farmer's language for SMS</Trans>
              </label>
              <select
                id={ids.lang}
                className={input}
                value={language}
                onChange={(e) => setLanguage(e.target.value as 'kn' | 'en')}
              >
                <option value="kn">ಕನ್ನಡ</option>
                <option value="en">English</option>
              </select>
            </div>
          </AssistedBookingForm>
        </>
      )}
    </section>
  );
}

function MyJobs() {
  const { i18n } = useLingui();
  const locale = useUiLocale();
  const jobs = trpc.agents.myJobs.useQuery();
  return (
    <section aria-labelledby="agent-jobs" className="flex flex-col gap-3">
      <h2 id="agent-jobs" className="text-lg font-semibold">
        <Trans>Jobs you booked</Trans>
      </h2>
      <ErrorLine error={jobs.error} />
      {jobs.data && (
        <p>
          <Trans>Commission earned: {formatRupees(jobs.data.earned, locale)}</Trans>
        </p>
      )}
      {jobs.data?.jobs.length === 0 && (
        <p className="text-sm">
          <Trans>No jobs yet.</Trans>
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {jobs.data?.jobs.map((job) => (
          <li key={job.jobId} className="rounded-lg border border-stone-200 p-3 text-sm">
            <p className="font-semibold">
              {i18n._(operationLabels[job.operation].label)} · {formatCalendarDay(job.day, locale)} ·{' '}
              {i18n._(slotLabels[job.slot])}
            </p>
            <p>
              <Trans>Farmer {job.farmerPhone}</Trans> · {locale === 'kn' ? job.centreNameKn : job.centreName} ·{' '}
              {formatRupees(job.billTotal ?? job.quotedTotal, locale)}
            </p>
            <p>
              {job.agentStatus === 'held' ? (
                <Trans>Waiting for the farmer's code</Trans>
              ) : job.agentStatus === 'lapsed' ? (
                <Trans>The farmer did not confirm in time</Trans>
              ) : (
                i18n._(statusLabels[job.status])
              )}
              {job.agentStatus === 'held' && job.reservedUntil && (
                <>
                  {' '}
                  · <Trans>held until {formatKolkataTime(job.reservedUntil, locale)}</Trans>
                </>
              )}
            </p>
            {job.commission !== null && (
              <p className="text-leaf-800">
                <Trans>Your commission: {formatRupees(job.commission, locale)}</Trans>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
