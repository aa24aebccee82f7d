import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { stepsOpenTo } from '../../../shared/hire-job-life';
import { formatMobile } from '../../../shared/phone';
import { useSession } from '../auth/use-session';
import { addDays, kolkataDay } from '../../../shared/rental';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Day, DecimalInput, Field, Money, Refusal, TextInput } from '../admin/admin-ui';
import { areaText, operationLabels, slotLabels, statusLabels } from '../hire/hire-labels';
import { toNumber } from '../hire-admin/service-fields';

type Job = RouterOutputs['providers']['jobs'][number];

/** Days of the calendar shown: from today, two weeks. */
const DAYS_SHOWN = 14;

/**
 * The provider's calendar: jobs booked on their own centres for the next two weeks, with the farmer's phone and
 * landmark, and the next step of each (the crew, on the way, working, done with the acres or hours), then ratings.
 */
export function ProviderJobs() {
  const { t } = useLingui();
  const from = kolkataDay(new Date());
  const to = addDays(from, DAYS_SHOWN - 1);
  const jobs = trpc.providers.jobs.useQuery({ from, to });
  const ratings = trpc.providers.ratings.useQuery();
  return (
    <Card title={<Trans>Your jobs</Trans>}>
      {jobs.data?.length === 0 && <p className="text-sm text-stone-700">{t`No jobs booked in the next two weeks.`}</p>}
      <ul className="flex flex-col gap-3">
        {jobs.data?.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <Refusal error={jobs.error} />
      {/* Extension point (H-F, issue 25 item 3): measuring the field at the operator's page replaces the typed
          acres below for jobs that are measured by walking the boundary. */}
      {ratings.data && ratings.data.length > 0 && (
        <section className="mt-4">
          <h3 className="font-semibold">{t`What farmers said`}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {ratings.data.map((r) => (
              <li key={r.jobId}>
                {t`Work ${r.serviceStars} of 5, driver ${r.operatorStars} of 5`}
                {r.comment && <span className="text-stone-700"> · “{r.comment}”</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}

function JobCard({ job }: { job: Job }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  const step = trpc.providers.jobStep.useMutation({ onSuccess: () => utils.providers.jobs.invalidate() });
  const me = trpc.providers.me.useQuery();
  const session = useSession();
  // The owner drives their own machine unless they say otherwise: the operator's page (/operator) shows a job to the
  // account whose mobile number is the driver's.
  const ownPhone = session.status === 'signed-in' && session.user.phone ? formatMobile(session.user.phone) : '';
  const [crew, setCrew] = useState({
    operatorName: me.data?.name ?? '',
    operatorPhone: ownPhone,
    machine: job.machineName,
  });
  const [measured, setMeasured] = useState('');
  const [problem, setProblem] = useState(false);
  const open = new Set(stepsOpenTo(job.status, 'staff'));
  const machine = localized(locale, job.machineName, job.machineNameKn);
  const heading = `${t(operationLabels[job.operation].label)} · ${machine}`;

  return (
    <article className="rounded-lg border border-stone-200 p-3" aria-label={heading}>
      <p className="font-semibold">{heading}</p>
      <p className="text-sm">
        <Day day={job.day} /> · {t(slotLabels[job.slot])} · {t(statusLabels[job.status])}
      </p>
      <p className="text-sm text-stone-700">
        {areaText(i18n, job.areaMilliAcres)} · {job.fieldPlace} · {job.landmark}
      </p>
      <p className="text-sm">
        <a className="font-medium underline" href={`tel:${job.phone}`}>
          {t`Call the farmer: ${formatMobile(job.phone)}`}
        </a>{' '}
        · {t`Quoted`} <Money paise={job.quotedTotal} />
        {job.billTotal !== null && (
          <>
            {' '}
            · {t`Bill`} <Money paise={job.billTotal} />
          </>
        )}
      </p>
      <Refusal error={step.error} />
      {open.has('assign_crew') && (
        <form
          className="mt-2 grid gap-2 sm:grid-cols-4"
          onSubmit={(e) => {
            e.preventDefault();
            step.mutate({ jobId: job.id, to: 'crew_assigned', ...crew });
          }}
        >
          <Field label={t`Driver`}>
            <TextInput
              value={crew.operatorName}
              onChange={(e) => setCrew({ ...crew, operatorName: e.target.value })}
              required
            />
          </Field>
          <Field label={t`Driver's phone`}>
            <TextInput
              type="tel"
              value={crew.operatorPhone}
              onChange={(e) => setCrew({ ...crew, operatorPhone: e.target.value })}
              required
            />
          </Field>
          <Field label={t`Machine`}>
            <TextInput value={crew.machine} onChange={(e) => setCrew({ ...crew, machine: e.target.value })} required />
          </Field>
          <Button type="submit" className="self-end" disabled={step.isPending}>
            <Trans>Send the driver</Trans>
          </Button>
        </form>
      )}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {open.has('on_the_way') && (
          <Button onClick={() => step.mutate({ jobId: job.id, to: 'on_the_way' })} disabled={step.isPending}>
            <Trans>On the way</Trans>
          </Button>
        )}
        {open.has('working') && (
          <Button onClick={() => step.mutate({ jobId: job.id, to: 'working' })} disabled={step.isPending}>
            <Trans>Working</Trans>
          </Button>
        )}
        {open.has('finish') && (
          <>
            <Field label={job.unit === 'acre' ? t`Acres done` : t`Hours worked`}>
              <DecimalInput value={measured} onValue={setMeasured} />
            </Field>
            <Button
              disabled={step.isPending}
              onClick={() => {
                const value = toNumber(measured);
                setProblem(!(value > 0));
                if (value > 0) step.mutate({ jobId: job.id, to: 'done', measured: Math.round(value * 1000) / 1000 });
              }}
            >
              <Trans>Done</Trans>
            </Button>
          </>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {t`Write the acres or hours as a number, like 2.5.`}
        </p>
      )}
    </article>
  );
}
