import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatCalendarDay, formatKolkataDateTime } from '../../../shared/format-date';
import { formatMobile } from '../../../shared/phone';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Refusal } from '../admin/admin-ui';
import { quantityText } from '../hire/hire-labels';

type Dispute = RouterOutputs['fieldWork']['disputes'][number];

/**
 * Measurements the farmer disputed (issue 25, item 4), on the job board: what was billed, the farmer's words, the
 * walked track (every fix the operator's phone recorded) and the photos; staff call the farmer and record how it
 * was settled.
 */
export function FieldDisputes() {
  const disputes = trpc.fieldWork.disputes.useQuery();
  if (!disputes.data || disputes.data.length === 0) return null;
  return (
    <Card title={<Trans>Disputed measurements</Trans>}>
      <ul className="flex flex-col gap-4">
        {disputes.data.map((d) => (
          <li key={d.jobId}>
            <DisputeRow dispute={d} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function DisputeRow({ dispute }: { dispute: Dispute }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  const resolve = trpc.fieldWork.resolve.useMutation({ onSuccess: () => void utils.fieldWork.disputes.invalidate() });
  const [note, setNote] = useState('');
  const noteId = useId();
  const billed = quantityText(i18n, dispute.measuredMilli, dispute.unit);
  const booked = quantityText(i18n, dispute.bookedMilliAcres, 'acre');
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3" data-testid="field-dispute">
      <h3 className="font-semibold">
        {formatCalendarDay(dispute.day, locale)} · {dispute.fieldPlace} · {formatMobile(dispute.farmerPhone)}
      </h3>
      <p>{t`Billed ${billed} (booked ${booked}), operator ${dispute.operatorName ?? '-'}.`}</p>
      <p className="rounded-lg bg-amber-50 p-2">
        {t`The farmer says: ${dispute.disputeNote ?? ''}`}{' '}
        {dispute.disputedAt && <span>({formatKolkataDateTime(dispute.disputedAt, locale)})</span>}
      </p>
      <div className="flex flex-wrap gap-3">
        {dispute.trackPath && (
          <svg
            viewBox="0 0 240 240"
            width="200"
            height="200"
            role="img"
            aria-label={t`The walked track: ${dispute.fixes} GPS points, north up`}
            className="rounded-lg bg-leaf-50"
          >
            <path d={dispute.trackPath} fill="none" stroke="rgb(23 82 42)" strokeWidth="1.5" />
          </svg>
        )}
        {dispute.photos.map((p, i) => (
          <img
            key={p.id}
            src={p.photo}
            alt={t`Photo ${i + 1} from the field, ${formatKolkataDateTime(p.takenAt, locale)}`}
            width="160"
            className="rounded-lg"
          />
        ))}
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (note.trim()) resolve.mutate({ jobId: dispute.jobId, note });
        }}
      >
        <label htmlFor={noteId} className="text-sm font-semibold">
          <Trans>How it was settled with the farmer</Trans>
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          className="rounded-xl border border-stone-300 bg-white p-2"
        />
        <Button type="submit" className="self-start" disabled={resolve.isPending || note.trim() === ''}>
          <Trans>Mark as settled</Trans>
        </Button>
        {resolve.error && <Refusal error={resolve.error} />}
      </form>
    </article>
  );
}
