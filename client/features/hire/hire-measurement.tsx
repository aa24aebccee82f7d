import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { quantityText } from './hire-labels';

/**
 * The work as measured at the field, on the farmer's job (issue 25, item 4): the area and its ± with a small map of
 * the walked boundary (or the hours worked), and the farmer's answer: the code from their SMS to confirm, or a
 * dispute that goes to the shop's staff with the track and the photos.
 */
export function HireMeasurement({ jobId }: { jobId: string }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const measurement = trpc.fieldWork.measurement.useQuery({ jobId });
  const confirm = trpc.fieldWork.confirm.useMutation();
  const resend = trpc.fieldWork.resendCode.useMutation();
  const dispute = trpc.fieldWork.dispute.useMutation();
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [disputing, setDisputing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const codeId = useId();
  const noteId = useId();
  const m = measurement.data;
  if (!m) return null;
  const quantity = quantityText(i18n, m.measuredMilli, m.unit);
  const plusMinus = m.plusMinusMilli === null ? null : quantityText(i18n, m.plusMinusMilli, m.unit);
  // Hourly work billed by the time: the field, when the operator walked it too.
  const area = m.unit === 'hour' && m.areaMilli !== null ? quantityText(i18n, m.areaMilli, 'acre') : null;
  const areaPlusMinus = m.areaPlusMinusMilli === null ? null : quantityText(i18n, m.areaPlusMinusMilli, 'acre');
  /** The field's area as walked with the operator's phone, and its ± when known. */
  const fieldLine = (quantity: string, plusMinus: string | null) =>
    plusMinus
      ? t`Field measured with the operator's phone: ${quantity} (± ${plusMinus})`
      : t`Field measured with the operator's phone: ${quantity}`;
  const refresh = () => void utils.fieldWork.measurement.invalidate({ jobId });

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      const answer = await confirm.mutateAsync({ jobId, code });
      if (answer.ok) refresh();
      else if (answer.reason === 'wrong') setMessage(t`That code is not right. ${answer.triesLeft} tries left.`);
      else setMessage(t`The code has run out. Ask for a new one below.`);
    } catch (error) {
      setMessage(refusalMessage(i18n, error));
    }
  }

  async function submitDispute(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (note.trim() === '') {
      setMessage(t`Please say what is wrong with the measurement.`);
      return;
    }
    try {
      await dispute.mutateAsync({ jobId, note });
      refresh();
    } catch (error) {
      setMessage(refusalMessage(i18n, error));
    }
  }

  return (
    <section
      aria-label={t`Measured at the field`}
      className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3 text-sm"
      data-testid="hire-measurement"
    >
      <div className="flex items-start gap-3">
        {m.mapPath && (
          <svg
            viewBox="0 0 120 120"
            width="96"
            height="96"
            role="img"
            aria-label={t`Map of the field's boundary as walked, north up`}
            className="shrink-0 rounded-lg bg-leaf-50"
          >
            <path d={m.mapPath} fill="rgb(187 222 190)" stroke="rgb(23 82 42)" strokeWidth="2" />
          </svg>
        )}
        <div className="flex flex-col gap-1">
          <p className="font-semibold">
            {m.unit === 'acre' ? fieldLine(quantity, plusMinus) : t`Work timed from start to stop: ${quantity}`}
          </p>
          {area && <p data-testid="hire-measurement-area">{fieldLine(area, areaPlusMinus)}</p>}
          <p data-testid="hire-measurement-state">
            {m.state === 'measured' && t`Please confirm it with the code we sent you by SMS, or dispute it.`}
            {m.state === 'confirmed' && t`You confirmed the measurement.`}
            {m.state === 'disputed' && t`You disputed the measurement. The shop will call you.`}
            {m.state === 'resolved' && t`The shop settled your dispute: ${m.resolutionNote ?? ''}`}
          </p>
        </div>
      </div>
      {m.state === 'measured' && !disputing && (
        <form onSubmit={(e) => void submitCode(e)} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="flex flex-col gap-1">
            <label htmlFor={codeId} className="font-semibold">
              <Trans>Code from the SMS</Trans>
            </label>
            <input
              id={codeId}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              className="min-h-11 w-36 rounded-lg border border-stone-400 bg-white px-3 text-lg tracking-widest"
            />
          </div>
          <Button type="submit" disabled={code.length !== 6 || confirm.isPending}>
            <Trans>Confirm the measurement</Trans>
          </Button>
          <Button variant="ghost" onClick={() => void resend.mutateAsync({ jobId })}>
            <Trans>Send me a new code</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setDisputing(true)}>
            <Trans>The measurement is wrong</Trans>
          </Button>
        </form>
      )}
      {m.state === 'measured' && disputing && (
        <form onSubmit={(e) => void submitDispute(e)} className="flex flex-col gap-2" noValidate>
          <label htmlFor={noteId} className="font-semibold">
            <Trans>What is wrong? The shop's staff will see the walk and the photos and call you.</Trans>
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            className="rounded-xl border border-stone-300 bg-white p-2"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={dispute.isPending}>
              <Trans>Send the dispute</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setDisputing(false)}>
              <Trans>Back</Trans>
            </Button>
          </div>
        </form>
      )}
      {message && (
        <p role="alert" className="text-red-800">
          {message}
        </p>
      )}
    </section>
  );
}
