import { Trans } from '@lingui/react/macro';
import { type ComponentProps, Suspense, lazy, useEffect } from 'react';
import { kolkataDay } from '../../../shared/rental';
import { LoadingState } from '../../components/ui/query-states';
import { trpc } from '../../trpc';
import { twoMonthWindow } from './rental-dates';

// The calendar and its date library are only needed once someone rents: load them then, not with every page.
const loadPicker = () => import('./rental-date-picker');
const RentalDatePicker = lazy(() => loadPicker().then((m) => ({ default: m.RentalDatePicker })));

export function LazyRentalDatePicker(props: ComponentProps<typeof RentalDatePicker>) {
  return (
    <Suspense
      fallback={
        <LoadingState className="min-h-80">
          <Trans>Loading the calendar...</Trans>
        </LoadingState>
      }
    >
      <RentalDatePicker {...props} />
    </Suspense>
  );
}

/**
 * Fetches the calendar's code and the machine's free days of the two months it opens on, ahead of the calendar: at
 * once when the Rent tab is open (the calendar's code, then its question for free days, would otherwise come one
 * after the other), else when the browser is idle, so a tap on Rent finds both there. Only in a panel that already
 * runs (after the farmer's first touch of the page): nothing is added to what a page fetches before it is touched.
 */
export function usePreloadRentalCalendar(productId: number, { enabled, now }: { enabled: boolean; now: boolean }) {
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!enabled) return;
    const preload = () => {
      loadPicker().catch(() => undefined);
      // The same question the calendar asks first (rental-date-picker.tsx useFreeUnits), kept as long as it keeps it.
      const months = twoMonthWindow(kolkataDay(new Date()));
      void utils.rentals.availability.prefetch({ productId, ...months }, { staleTime: 30_000 });
    };
    if (now) {
      preload();
      return;
    }
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(preload, 500);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 2_000 });
    return () => window.cancelIdleCallback(idle);
  }, [enabled, now, productId, utils]);
}
