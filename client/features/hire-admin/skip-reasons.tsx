import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKolkataDateTime } from '../../../shared/format-date';
import { placeLabelIn } from '../../../shared/place-names';
import type { SkipReason } from '../../../shared/village-planner';
import { useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card } from '../admin/admin-ui';
import { operationLabels } from '../hire/hire-labels';

type Skip = RouterOutputs['hireQueue']['skips'][number];

export const skipReasonLabels: Record<SkipReason, MessageDescriptor> = {
  village_route: msg`The crews' day went to a field nearer their other work (village by village)`,
  overdue_first: msg`A farmer waiting since an earlier day went first`,
  no_crew_time: msg`The free crew time did not fit this farmer's slot or field`,
};

/**
 * On the hire job board: each time freed crew time of this centre's day went to a farmer later in the queue than
 * one still waiting, who was passed over, for whom, and why (issue 25, item 5; server/modules/hire-queue).
 */
export function SkipReasons({ centreId, day }: { centreId: number; day: string }) {
  const skips = trpc.hireQueue.skips.useQuery({ centreId, day });
  if (!skips.data || skips.data.length === 0) return null;
  return (
    <Card title={<Trans>Queue skips this day</Trans>}>
      <ul className="flex flex-col gap-3" data-testid="hire-queue-skips">
        {skips.data.map((skip) => (
          <li key={skip.id} className="border-t border-stone-100 pt-2 first:border-t-0 first:pt-0">
            <SkipRow skip={skip} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SkipRow({ skip }: { skip: Skip }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const skipped = placeLabelIn(locale, skip.skippedPlace);
  const served = placeLabelIn(locale, skip.servedPlace);
  const skippedTicket = skip.skippedTicket ?? '-';
  const servedTicket = skip.servedTicket ?? '-';
  const skippedKm = skip.detourKm.toFixed(1);
  const servedKm = skip.passedForDetourKm.toFixed(1);
  const at = formatKolkataDateTime(skip.at, locale);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="font-bold">
        {t(operationLabels[skip.operation].label)} ·{' '}
        <Trans>
          Ticket {skippedTicket} ({skipped}) passed over for ticket {servedTicket} ({served})
        </Trans>
      </p>
      <p>{t(skipReasonLabels[skip.reason])}</p>
      <p className="text-stone-600">
        <Trans>
          Distance from the crews' work: {skippedKm} km against {servedKm} km · {at}
        </Trans>
      </p>
    </div>
  );
}
