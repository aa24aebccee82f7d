import { Trans } from '@lingui/react/macro';
import { type ComponentProps, Suspense, lazy } from 'react';
import { LoadingState } from '../../components/ui/query-states';

// The calendar and its date library are only needed once someone rents: load them then, not with every page.
const RentalDatePicker = lazy(() => import('./rental-date-picker').then((m) => ({ default: m.RentalDatePicker })));

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
