import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fromMilli } from '../../../shared/hiring';
import { addDays, kolkataDay } from '../../../shared/rental';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Field, Money, Refusal, Select, TextInput } from '../admin/admin-ui';
import { areaText, operationLabels, slotLabels, statusLabels } from '../hire/hire-labels';

type Job = RouterOutputs['hiring']['admin']['board'][number];

/**
 * The job board of a hiring centre for one day, for staff: each booked job with the farmer's phone and landmark,
 * and the one next step (assign a crew, on the way, working, done with the measured acres or hours, cash).
 */
export function HireJobBoardPage() {
  const { t } = useLingui();
  const locale = useUiLocale();
  const centres = trpc.hiring.admin.centres.useQuery();
  const [centreId, setCentreId] = useState<number | null>(null);
  const [day, setDay] = useState(addDays(kolkataDay(new Date()), 1));
  const chosen = centreId ?? centres.data?.[0]?.id ?? null;
  const board = trpc.hiring.admin.board.useQuery({ centreId: chosen ?? 0, day }, { enabled: chosen !== null });

  return (
    <div>
      <Card title={<Trans>Hire job board</Trans>}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t`Centre`}>
            <Select value={chosen ?? ''} onChange={(e) => setCentreId(Number(e.target.value))}>
              {centres.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {localized(locale, c.name, c.nameKn)} · {c.district}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Day`}>
            <TextInput type="date" value={day} onChange={(e) => e.target.value && setDay(e.target.value)} />
          </Field>
        </div>
      </Card>
      {board.data?.length === 0 && (
        <p className="px-1 text-stone-700">
          <Trans>No jobs booked for this day.</Trans>
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {board.data?.map((job) => (
          <li key={job.id}>
            <JobRow job={job} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function JobRow({ job }: { job: Job }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const done = () => void utils.hiring.admin.board.invalidate();
  const assign = trpc.hiring.admin.assignCrew.useMutation({ onSuccess: done });
  const onTheWay = trpc.hiring.admin.onTheWay.useMutation({ onSuccess: done });
  const working = trpc.hiring.admin.working.useMutation({ onSuccess: done });
  const finish = trpc.hiring.admin.done.useMutation({ onSuccess: done });
  const cash = trpc.hiring.admin.recordCash.useMutation({ onSuccess: done });
  const [crew, setCrew] = useState({ operatorName: job.crew?.operatorName ?? '', operatorPhone: job.crew?.operatorPhone ?? '', machine: job.crew?.machine ?? '' });
  const [measured, setMeasured] = useState(String(fromMilli(job.quote.quantityMilli)));
  const error = assign.error ?? onTheWay.error ?? working.error ?? finish.error ?? cash.error;

  return (
    <Card title={`${t(operationLabels[job.operation].label)} · ${t(slotLabels[job.slot])} · ${t(statusLabels[job.status]!)}`}>
      <p className="text-sm">
        {areaText(i18n, job.areaMilliAcres)} · {job.fieldPlace} · {job.landmark} ·{' '}
        <a href={`tel:${job.phone}`} className="underline">
          {job.phone}
        </a>
      </p>
      <p className="text-sm">
        <Trans>
          Quoted <Money paise={job.quote.total} />, advance paid <Money paise={job.advancePaid} />
        </Trans>
        {job.bill && (
          <>
            {' · '}
            <Trans>
              Bill <Money paise={job.bill.total} />, balance <Money paise={job.bill.balance} />
            </Trans>
          </>
        )}
      </p>
      <Refusal error={error} />
      {(job.status === 'booked' || job.status === 'crew_assigned') && (
        <form
          className="mt-2 grid gap-2 sm:grid-cols-4"
          onSubmit={(e) => {
            e.preventDefault();
            assign.mutate({ jobId: job.id, ...crew });
          }}
        >
          <Field label={t`Operator`}>
            <TextInput value={crew.operatorName} onChange={(e) => setCrew({ ...crew, operatorName: e.target.value })} required />
          </Field>
          <Field label={t`Operator's phone`}>
            <TextInput type="tel" value={crew.operatorPhone} onChange={(e) => setCrew({ ...crew, operatorPhone: e.target.value })} required />
          </Field>
          <Field label={t`Machine`}>
            <TextInput value={crew.machine} onChange={(e) => setCrew({ ...crew, machine: e.target.value })} required />
          </Field>
          <Button type="submit" className="self-end" disabled={assign.isPending}>
            <Trans>Assign crew</Trans>
          </Button>
        </form>
      )}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {job.status === 'crew_assigned' && (
          <Button onClick={() => onTheWay.mutate({ jobId: job.id })}>
            <Trans>On the way</Trans>
          </Button>
        )}
        {job.status === 'on_the_way' && (
          <Button onClick={() => working.mutate({ jobId: job.id })}>
            <Trans>Working</Trans>
          </Button>
        )}
        {(job.status === 'working' || job.status === 'on_the_way') && (
          <>
            <Field label={job.unit === 'acre' ? t`Measured acres` : t`Measured hours`}>
              <TextInput inputMode="decimal" value={measured} onChange={(e) => setMeasured(e.target.value)} />
            </Field>
            <Button onClick={() => finish.mutate({ jobId: job.id, measured: Number(measured.replace(',', '.')) })}>
              <Trans>Done</Trans>
            </Button>
          </>
        )}
        {job.status === 'done' && job.bill && job.bill.balance > 0 && (
          <Button variant="secondary" onClick={() => cash.mutate({ jobId: job.id })}>
            <Trans>Balance paid in cash</Trans>
          </Button>
        )}
      </div>
    </Card>
  );
}
