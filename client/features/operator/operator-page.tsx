import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, MapPin, Phone, Play, Square, Footprints, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { FieldAreaResult, TrackRefusal } from '../../../shared/field-area';
import { formatCalendarDay } from '../../../shared/format-date';
import { formatMobile } from '../../../shared/phone';
import type { FieldReadingInput } from '../../../shared/schemas/field-work';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage, refusalReasonOf } from '../../refusals';
import { type RouterOutputs, trpc } from '../../trpc';
import { RequireAuth } from '../auth/require-auth';
import { useOnline } from '../offline/use-online';
import { operationLabels, quantityText, slotLabels, statusLabels } from '../hire/hire-labels';
import { shrinkPhoto, useBoundaryWalk } from './boundary-walk';
import { jobsStore, readingQueue, syncReadings, type SendOutcome } from './reading-queue';

type Job = RouterOutputs['fieldWork']['myJobs'][number];

/**
 * /operator: the operator's phone at the field (issue 25, item 3). The day's jobs (kept on the phone, so they show
 * without a network), the farmer's number to call, the way to the field, start and stop, walking the boundary to
 * measure it, two photos. Every reading is queued on the phone and sent when there is a network; the farmer's code
 * confirms the measurement.
 */
export function OperatorPage() {
  return (
    <RequireAuth tab="phone">
      <OperatorDesk />
    </RequireAuth>
  );
}

/** Refusals that may pass later (busy, down, limited): the reading stays queued. */
const RETRY_REASONS = new Set(['SERVICE_UNAVAILABLE', 'SERVER_ERROR', 'RATE_LIMITED']);

function useQueue() {
  return useSyncExternalStore(readingQueue.subscribe, readingQueue.snapshot, readingQueue.snapshot);
}

function OperatorDesk() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queue = useQueue();
  const utils = trpc.useUtils();
  const record = trpc.fieldWork.record.useMutation();
  const server = trpc.fieldWork.myJobs.useQuery(undefined, { retry: online ? 2 : false });
  const [jobs, setJobs] = useState<Job[] | null>(() => jobsStore.load<Job[]>()?.jobs ?? null);
  const [syncing, setSyncing] = useState(false);
  const [lastError, setLastError] = useState<string | null>(null);

  useEffect(() => {
    if (!server.data) return;
    setJobs(server.data);
    jobsStore.save(server.data);
  }, [server.data]);

  const send = useCallback(
    async (reading: FieldReadingInput): Promise<SendOutcome> => {
      try {
        const answer = await record.mutateAsync(reading);
        setJobs((now) => {
          const next = (now ?? []).map((j) => (j.id === answer.job.id ? answer.job : j));
          jobsStore.save(next);
          return next;
        });
        return { kept: true };
      } catch (error) {
        const reason = refusalReasonOf(error);
        if (reason === null || RETRY_REASONS.has(reason)) return { retry: true };
        return { refused: refusalMessage(i18n, error) };
      }
    },
    [record, i18n],
  );

  const sync = useCallback(async () => {
    if (!navigator.onLine || readingQueue.snapshot().pending.length === 0) return;
    setSyncing(true);
    setLastError(null);
    try {
      await syncReadings(send);
      await utils.fieldWork.myJobs.invalidate();
    } catch {
      setLastError(t`Could not send the readings. They are kept on this phone.`);
    } finally {
      setSyncing(false);
    }
  }, [send, utils, t]);

  // Send what is waiting when the page opens, when the network comes back, after each new reading, and every 30 s
  // while some wait (the shop was down). Only these start a sync: a render does not.
  const syncNow = useRef(sync);
  syncNow.current = sync;
  const waiting = queue.pending.length;
  useEffect(() => {
    if (!online || waiting === 0) return;
    void syncNow.current();
    const again = setInterval(() => void syncNow.current(), 30_000);
    return () => clearInterval(again);
  }, [online, waiting]);

  const pending = queue.pending.length;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-3" data-testid="operator-page">
      <h1 className="text-2xl font-bold">
        <Trans>Today's work</Trans>
      </h1>
      <section
        aria-label={t`Sending to the shop`}
        className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-100 p-3 text-sm"
      >
        <p role="status" data-testid="sync-status">
          {!online && <Trans>Offline. </Trans>}
          {pending === 0 ? (
            <Trans>Every reading is with the shop.</Trans>
          ) : (
            <Trans>{pending} readings wait on this phone.</Trans>
          )}
        </p>
        <Button variant="secondary" disabled={!online || pending === 0 || syncing} onClick={() => void sync()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Send now</Trans>
        </Button>
        {lastError && <p role="alert">{lastError}</p>}
        {queue.failed.length > 0 && (
          <div role="alert" className="w-full text-red-800">
            {queue.failed.map((f) => (
              <p key={f.reading.id}>{t`A reading was not accepted: ${f.reason}`}</p>
            ))}
            <Button variant="ghost" onClick={() => readingQueue.clearFailed()}>
              <Trans>Clear</Trans>
            </Button>
          </div>
        )}
      </section>
      {jobs === null && server.isLoading && (
        <p>
          <Trans>Loading your jobs...</Trans>
        </p>
      )}
      {jobs !== null && jobs.length === 0 && (
        <p>
          <Trans>No jobs for you today or tomorrow. The shop gives a job to the mobile number on your account.</Trans>
        </p>
      )}
      <ul className="flex flex-col gap-4">
        {(jobs ?? []).map((job) => (
          <li key={job.id}>
            <JobCard job={job} online={online} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function useJobReadings(job: Job) {
  const queue = useQueue();
  const waiting = queue.pending.filter((r) => r.jobId === job.id);
  const count = (kind: string) => (job.readings[kind] ?? 0) + waiting.filter((r) => r.kind === kind).length;
  return {
    started: count('start') > 0,
    boundaries: count('boundary'),
    photos: count('photo'),
    stopped: count('stop') > 0,
  };
}

function JobCard({ job, online }: { job: Job; online: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const readings = useJobReadings(job);
  const walk = useBoundaryWalk();
  const [measured, setMeasured] = useState<FieldAreaResult | null>(null);
  const photoId = useId();
  const finished = job.status === 'done' || job.status === 'paid';
  const take = (reading: Omit<FieldReadingInput, 'id'>) => readingQueue.add(reading);
  const needsBoundary = job.unit === 'acre';

  function finishWalk() {
    const { result, fixes } = walk.stop();
    setMeasured(result);
    if (result.ok) take({ jobId: job.id, kind: 'boundary', takenAt: Date.now(), fixes } as never);
  }

  async function addPhoto(file: File | undefined) {
    if (!file) return;
    const photo = await shrinkPhoto(file);
    take({ jobId: job.id, kind: 'photo', takenAt: Date.now(), photo } as never);
  }

  const geo = `geo:${job.fieldLat},${job.fieldLon}?q=${job.fieldLat},${job.fieldLon}`;
  return (
    <article
      aria-label={t(operationLabels[job.operation as keyof typeof operationLabels].label)}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3"
      data-testid="operator-job"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {t(operationLabels[job.operation as keyof typeof operationLabels].label)} ·{' '}
          {formatCalendarDay(job.day, locale)} · {t(slotLabels[job.slot as keyof typeof slotLabels])}
        </h2>
        <p className="rounded-full bg-leaf-50 px-3 py-1 text-sm font-semibold text-leaf-900" data-testid="job-status">
          {t(statusLabels[job.status])}
        </p>
      </div>
      <p className="text-sm text-stone-700">
        {job.fieldPlace} · {job.landmark} · <Trans>booked {quantityText(i18n, job.bookedMilliAcres, 'acre')}</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={`tel:${job.farmerPhone}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-400 px-3 font-semibold"
        >
          <Phone aria-hidden="true" className="size-4" />
          <Trans>Call the farmer {formatMobile(job.farmerPhone)}</Trans>
        </a>
        <a
          href={geo}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-400 px-3 font-semibold"
        >
          <MapPin aria-hidden="true" className="size-4" />
          <Trans>Way to the field</Trans>
        </a>
      </div>

      {!finished && (
        <div className="flex flex-col gap-3">
          {!readings.started ? (
            <Button onClick={() => take({ jobId: job.id, kind: 'start', takenAt: Date.now() })}>
              <Play aria-hidden="true" className="size-4" />
              <Trans>Start work</Trans>
            </Button>
          ) : (
            <p className="text-sm font-semibold text-leaf-900" data-testid="started">
              <Trans>Work started.</Trans>
            </p>
          )}

          {readings.started && (
            <section aria-label={t`Measure the field`} className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3">
              <h3 className="font-semibold">
                <Trans>Measure the field</Trans>
              </h3>
              {!needsBoundary && (
                <p className="text-sm">
                  <Trans>Hourly work is billed by the time from start to stop; the farmer sees the area too.</Trans>
                </p>
              )}
              {walk.state.phase === 'walking' ? (
                <>
                  <p role="status" data-testid="walk-status">
                    {t`Walking the boundary: ${walk.state.fixes} points`}
                    {walk.state.accuracyM !== null && <> · {t`GPS accurate to ${walk.state.accuracyM} m`}</>}
                    {walk.state.fromStartM !== null && <> · {t`${walk.state.fromStartM} m from the start`}</>}
                  </p>
                  <p className="text-sm">
                    <Trans>Walk along the edge of the field and stop where you started.</Trans>
                  </p>
                  <Button onClick={finishWalk}>
                    <Square aria-hidden="true" className="size-4" />
                    <Trans>Finish the walk</Trans>
                  </Button>
                </>
              ) : (
                <Button variant={readings.boundaries > 0 ? 'secondary' : 'primary'} onClick={() => walk.start()}>
                  <Footprints aria-hidden="true" className="size-4" />
                  {readings.boundaries > 0 ? <Trans>Walk again</Trans> : <Trans>Walk the boundary</Trans>}
                </Button>
              )}
              {walk.state.phase === 'no-gps' && (
                <p role="alert" className="text-red-800">
                  <Trans>The phone's location is off or not allowed. Turn it on and try again.</Trans>
                </p>
              )}
              {measured && <MeasuredLine result={measured} />}
            </section>
          )}

          {readings.started && (
            <div className="flex flex-col gap-1">
              <label
                htmlFor={photoId}
                className={
                  'inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-xl border ' +
                  'border-stone-400 px-3 font-semibold'
                }
              >
                <Camera aria-hidden="true" className="size-4" />
                {readings.photos === 0 ? <Trans>Take photo 1 of 2</Trans> : <Trans>Take photo 2 of 2</Trans>}
              </label>
              <input
                id={photoId}
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                disabled={readings.photos >= 2}
                onChange={(e) => void addPhoto(e.target.files?.[0])}
              />
              <p className="text-sm" data-testid="photo-count">
                {t`Photos taken: ${readings.photos} of 2`}
              </p>
            </div>
          )}

          {readings.started && !readings.stopped && (
            <Button
              variant="accent"
              disabled={needsBoundary && readings.boundaries === 0}
              onClick={() => take({ jobId: job.id, kind: 'stop', takenAt: Date.now() })}
            >
              <Square aria-hidden="true" className="size-4" />
              <Trans>Stop work</Trans>
            </Button>
          )}
          {readings.stopped && (
            <p role="status" className="font-semibold" data-testid="stopped">
              {online ? (
                <Trans>Work stopped. The shop is working out the bill.</Trans>
              ) : (
                <Trans>Work stopped. The readings go to the shop when the phone has a network.</Trans>
              )}
            </p>
          )}
        </div>
      )}

      {job.outcome && <OutcomePanel job={job} outcome={job.outcome} online={online} />}
    </article>
  );
}

function MeasuredLine({ result }: { result: FieldAreaResult }) {
  const { t, i18n } = useLingui();
  if (result.ok) {
    const area = quantityText(i18n, result.acresMilli, 'acre');
    const plusMinus = quantityText(i18n, result.plusMinusMilli, 'acre');
    return (
      <p role="status" className="font-semibold text-leaf-900" data-testid="walk-result">
        {t`Measured ${area} ± ${plusMinus} from ${result.fixes} points.`}
      </p>
    );
  }
  const reasons: Record<TrackRefusal, string> = {
    too_few_points: t`Too few GPS points: walk the whole boundary with the location on.`,
    jump: t`The GPS jumped (${result.detail.metres ?? 0} m in ${result.detail.seconds ?? 0} s): walk it again.`,
    not_closed: t`The walk did not come back to where it started (${result.detail.metres ?? 0} m away).`,
    self_crossing: t`The walk crosses itself: walk once around the edge.`,
    too_small: t`The area is too small to be a field: walk the edge of the field.`,
  };
  return (
    <p role="alert" className="font-semibold text-red-800" data-testid="walk-result">
      {reasons[result.reason]}
    </p>
  );
}

function OutcomePanel({ job, outcome, online }: { job: Job; outcome: NonNullable<Job['outcome']>; online: boolean }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const confirm = trpc.fieldWork.confirm.useMutation();
  const resend = trpc.fieldWork.resendCode.useMutation();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const codeId = useId();
  const quantity = quantityText(i18n, outcome.measuredMilli, outcome.unit);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      const answer = await confirm.mutateAsync({ jobId: job.id, code });
      if (answer.ok) await utils.fieldWork.myJobs.invalidate();
      else if (answer.reason === 'wrong') setMessage(t`That code is not right. ${answer.triesLeft} tries left.`);
      else setMessage(t`The code has run out. Send the farmer a new one.`);
    } catch (error) {
      setMessage(refusalMessage(i18n, error));
    }
  }

  return (
    <section aria-label={t`The farmer's answer`} className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3">
      <p className="font-semibold" data-testid="outcome">
        {outcome.state === 'measured' && t`Billed for ${quantity}. Waiting for the farmer to confirm.`}
        {outcome.state === 'confirmed' && t`The farmer confirmed ${quantity}.`}
        {outcome.state === 'disputed' && t`The farmer disputes ${quantity}: the shop will call.`}
        {outcome.state === 'resolved' && t`The shop settled the farmer's dispute.`}
      </p>
      {outcome.state === 'measured' && online && (
        <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="flex flex-col gap-1">
            <label htmlFor={codeId} className="text-sm font-semibold">
              <Trans>The farmer's code (from their SMS)</Trans>
            </label>
            <input
              id={codeId}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              className="min-h-11 w-36 rounded-lg border border-stone-400 bg-white px-3 text-lg tracking-widest"
            />
          </div>
          <Button type="submit" disabled={code.length !== 6 || confirm.isPending}>
            <Trans>Confirm</Trans>
          </Button>
          <Button variant="ghost" onClick={() => void resend.mutateAsync({ jobId: job.id }).then(() => setCode(''))}>
            <Trans>Send a new code</Trans>
          </Button>
        </form>
      )}
      {message && (
        <p role="alert" className="text-sm text-red-800">
          {message}
        </p>
      )}
    </section>
  );
}
