import { useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { KEPT_FOR_NEXT_IN_LINE_MINUTES } from '../../../shared/free-units';
import { cn } from '../../components/cn';
import { productNameIn } from '../../refusals';
import { type RouterOutputs, trpc } from '../../trpc';
import { formatKolkataTime } from '../../../shared/format-date';

type Place = RouterOutputs['checkout']['queue'][number];

/** How often the page asks whether the buyer's turn has come while they wait in line. */
const ASK_EVERY_MS = 30_000;

/**
 * Where the buyer stands in line for units others hold at checkout (server/modules/rentals/hold-queue.ts), asked
 * again every half minute while they wait. When their turn comes the unit is kept for them for a few minutes: a
 * toast says so once, and the notice stays until they check out or the time passes.
 */
export function QueueNotice() {
  const { t, i18n } = useLingui();
  const queue = trpc.checkout.queue.useQuery(undefined, {
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? ASK_EVERY_MS : false),
  });
  const places = queue.data ?? [];
  const told = useRef(new Set<string>());

  const timeOf = (at: Date) => formatKolkataTime(at, i18n.locale === 'kn' ? 'kn' : 'en');
  const turnText = (place: Place) => {
    const name = productNameIn(i18n, place.product);
    const time = timeOf(place.keptUntil!);
    return t`It is your turn: ${name} is kept for you until ${time}. Continue to payment now to get it.`;
  };
  const waitText = (waiting: Place) => {
    const name = productNameIn(i18n, waiting.product);
    const number = waiting.place;
    const minutes = KEPT_FOR_NEXT_IN_LINE_MINUTES;
    const place = t`You are number ${number} in line for ${name}.`;
    return `${place} ${t`When your turn comes it is kept for you for ${minutes} minutes, and this page tells you.`}`;
  };

  useEffect(() => {
    for (const place of places) {
      if (!place.keptUntil) continue;
      const key = `${place.productId}:${place.keptUntil.toISOString()}`;
      if (told.current.has(key)) continue;
      told.current.add(key);
      toast.success(t`Your turn`, { description: turnText(place) });
    }
  });

  if (places.length === 0) return null;
  return (
    <ul aria-live="polite" className="mb-6 flex flex-col gap-2">
      {places.map((place) => (
        <li
          key={`${place.productId}:${place.rental}`}
          className={cn(
            'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
            place.keptUntil
              ? 'border-leaf-300 bg-leaf-50 text-leaf-900'
              : 'border-amber-200 bg-amber-50 text-amber-900',
          )}
        >
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{place.keptUntil ? turnText(place) : waitText(place)}</span>
        </li>
      ))}
    </ul>
  );
}
