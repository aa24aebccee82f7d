import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { formatCalendarDay } from '../../../shared/format-date';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { operationLabels, slotLabels } from './hire-labels';

type Place = RouterOutputs['hireQueue']['myPlaces'][number];

/**
 * The farmer's places in the hire queues (issue 25, item 5): for each day they wait for, their place (1 = offered
 * next) and the day a crew is expected, or that none is free within the days they may be offered yet.
 */
export function QueuePlaces() {
  const places = trpc.hireQueue.myPlaces.useQuery();
  if (!places.data || places.data.length === 0) return null;
  return (
    <section aria-labelledby="hire-queue-places" className="mb-6 flex flex-col gap-3" data-testid="hire-queue">
      <h2 id="hire-queue-places" className="text-2xl font-bold">
        <Trans>Waiting for a crew</Trans>
      </h2>
      <ul className="flex flex-col gap-3">
        {places.data.map((place) => (
          <li key={place.waitlistId}>
            <QueuePlace place={place} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function QueuePlace({ place }: { place: Place }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const day = formatCalendarDay(place.day, locale);
  const until = formatCalendarDay(place.windowEnd, locale);
  const expected = place.expectedDay === null ? null : formatCalendarDay(place.expectedDay, locale);
  const number = place.place;
  return (
    <article
      aria-label={t(operationLabels[place.operation].label)}
      className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <p className="font-bold text-leaf-900">
        {t(operationLabels[place.operation].label)} · {localized(locale, place.machineName, place.machineNameKn)}
      </p>
      <p className="text-stone-700">
        {localized(locale, place.centreName, place.centreNameKn)} · {day} · {t(slotLabels[place.slot])}
      </p>
      <p className="flex items-center gap-2 text-lg font-bold">
        <Users aria-hidden="true" className="size-5 shrink-0 text-leaf-700" />
        <Trans>Your place in the queue: {number}</Trans>
      </p>
      <p>
        {expected === null ? (
          <Trans>
            No crew is free from {day} to {until} yet. You keep your place; we will send an SMS when a crew comes free.
          </Trans>
        ) : (
          <Trans>Expected day: {expected}</Trans>
        )}
      </p>
      <p className="text-sm text-stone-600">
        <Trans>
          Crews go village by village, so a field near their other work that day may be offered first. A farmer waiting
          since an earlier day is always offered first.
        </Trans>
      </p>
    </article>
  );
}
