import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { stepsOpenTo } from '../../../shared/hire-job-life';
import { fromMilli } from '../../../shared/hiring';
import { placeLabelIn, placeNameIn } from '../../../shared/place-names';
import { addDays, isCalendarDay, kolkataDay } from '../../../shared/rental';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, DecimalInput, Field, Money, Refusal, Select, TextInput } from '../admin/admin-ui';
import { areaText, operationLabels, slotLabels, statusLabels } from '../hire/hire-labels';
import { BalanceSettled, CollectBalance } from './balance-panel';
import { FieldDisputes } from './field-disputes';
import { SkipReasons } from './skip-reasons';

type Job = RouterOutputs['hiring']['admin']['board'][number];

/**
 * The job board of a hiring centre for one day, for staff: each booked job with the farmer's phone and landmark,
 * and the one next step (assign a crew, on the way, working, done with the measured acres or hours), then collecting
 * the balance (UPI QR, payment link by SMS, cash) and how it was paid.
 */
export function HireJobBoardPage() {
  const { t } = useLingui();
  const locale = useUiLocale();
  const centres = trpc.hiring.admin.centres.useQuery();
  // The centre and day live in the address (?centre=&day=): a reload or a shared link opens the same board.
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const asked = Number(params.get('centre'));
  const askedDay = params.get('day');
  const day = isCalendarDay(askedDay) ? askedDay : addDays(kolkataDay(new Date()), 1);
  const chosen =
    (Number.isInteger(asked) && centres.data?.some((c) => c.id === asked) ? asked : null) ??
    centres.data?.[0]?.id ??
    null;
  const show = (next: { centre?: number; day?: string }) =>
    navigate(`/hire?${new URLSearchParams({ centre: String(next.centre ?? chosen ?? ''), day: next.day ?? day })}`, {
      replace: true,
    });
  const board = trpc.hiring.admin.board.useQuery({ centreId: chosen ?? 0, day }, { enabled: chosen !== null });

  return (
    <div>
      <Card title={<Trans>Hire job board</Trans>}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t`Centre`}>
            <Select value={chosen ?? ''} onChange={(e) => show({ centre: Number(e.target.value) })}>
              {centres.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {localized(locale, c.name, c.nameKn)} · {placeNameIn(locale, c.district)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Day`}>
            <TextInput
              type="date"
              value={day}
              onChange={(e) => isCalendarDay(e.target.value) && show({ day: e.target.value })}
            />
          </Field>
        </div>
      </Card>
      <FieldDisputes />
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
      {chosen !== null && <SkipReasons centreId={chosen} day={day} />}
    </div>
  );
}

function JobRow({ job }: { job: Job }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  // After a step the button pressed is gone: focus moves on to the next step (or the status) instead of being lost.
  // Only after this staffer's own step: a refetch showing someone else's change leaves focus where it is.
  const acted = useRef(false);
  const next = useRef<HTMLButtonElement & HTMLInputElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!acted.current) return;
    acted.current = false;
    (next.current ?? statusLine.current)?.focus();
  }, [job.status]);
  const done = () => {
    acted.current = true;
    void utils.hiring.admin.board.invalidate();
  };
  const assign = trpc.hiring.admin.assignCrew.useMutation({ onSuccess: done });
  const onTheWay = trpc.hiring.admin.onTheWay.useMutation({ onSuccess: done });
  const working = trpc.hiring.admin.working.useMutation({ onSuccess: done });
  const finish = trpc.hiring.admin.done.useMutation({ onSuccess: done });
  const [crew, setCrew] = useState({
    operatorName: job.crew?.operatorName ?? '',
    operatorPhone: job.crew?.operatorPhone ?? '',
    machine: job.crew?.machine ?? '',
  });
  const [measured, setMeasured] = useState(String(fromMilli(job.quote.quantityMilli)));
  // Said here, before the server would refuse it with a general sentence: '', '3,2 acres' or 0 is not a measure.
  const [measureProblem, setMeasureProblem] = useState(false);
  const measureProblemId = useId();
  const finishJob = () => {
    const value = Number(measured.trim().replace(',', '.'));
    const valid =
      measured.trim() !== '' &&
      Number.isFinite(value) &&
      value > 0 &&
      value <= 1000 &&
      Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;
    setMeasureProblem(!valid);
    if (valid) finish.mutate({ jobId: job.id, measured: value });
  };
  const error = assign.error ?? onTheWay.error ?? working.error ?? finish.error;
  const status = t(statusLabels[job.status]);
  // The steps shared/hire-job-life.ts opens to staff in this state: the server refuses any other.
  const open = new Set(stepsOpenTo(job.status, 'staff'));

  return (
    <Card title={`${t(operationLabels[job.operation].label)} · ${t(slotLabels[job.slot])}`}>
      {/* A live region: each new status is read out where the pressed button was. */}
      <p role="status" ref={statusLine} tabIndex={-1} className="text-sm font-semibold text-leaf-900">
        {t`Status: ${status}`}
      </p>
      <p className="text-sm">
        {areaText(i18n, job.areaMilliAcres)} · {placeLabelIn(locale, job.fieldPlace)} · {job.landmark} ·{' '}
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
      {open.has('assign_crew') && (
        <form
          className="mt-2 grid gap-2 sm:grid-cols-4"
          onSubmit={(e) => {
            e.preventDefault();
            assign.mutate({ jobId: job.id, ...crew });
          }}
        >
          <Field label={t`Operator`}>
            <TextInput
              value={crew.operatorName}
              onChange={(e) => setCrew({ ...crew, operatorName: e.target.value })}
              required
            />
          </Field>
          <Field label={t`Operator's phone`}>
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
          <Button type="submit" className="self-end" disabled={assign.isPending}>
            <Trans>Assign crew</Trans>
          </Button>
        </form>
      )}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {open.has('on_the_way') && (
          <Button ref={next} onClick={() => onTheWay.mutate({ jobId: job.id })}>
            <Trans>On the way</Trans>
          </Button>
        )}
        {open.has('working') && (
          <Button ref={next} onClick={() => working.mutate({ jobId: job.id })}>
            <Trans>Working</Trans>
          </Button>
        )}
        {open.has('finish') && (
          <>
            <Field label={job.unit === 'acre' ? t`Measured acres` : t`Measured hours`}>
              <DecimalInput
                ref={job.status === 'working' ? next : undefined}
                value={measured}
                onValue={setMeasured}
                {...(measureProblem ? { problemId: measureProblemId } : {})}
              />
            </Field>
            <Button onClick={finishJob}>
              <Trans>Done</Trans>
            </Button>
            {measureProblem && (
              <p
                id={measureProblemId}
                role="alert"
                className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              >
                {job.unit === 'acre'
                  ? t`Write the measured acres as a number, like 3.2.`
                  : t`Write the hours worked as a number, like 3.5.`}
              </p>
            )}
          </>
        )}
      </div>
      {open.has('pay_cash') && job.bill && job.bill.balance > 0 && (
        <CollectBalance
          jobId={job.id}
          balance={job.bill.balance}
          phone={job.phone}
          billAccepted={!job.bill.needsAcceptance || job.bill.accepted}
          firstRef={next}
          onPaid={done}
        />
      )}
      {job.status === 'paid' && job.bill && job.bill.balance > 0 && <BalanceSettled jobId={job.id} />}
    </Card>
  );
}
