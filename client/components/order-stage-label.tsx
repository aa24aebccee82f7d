import { Trans } from '@lingui/react/macro';
import type { OrderEventStep } from '../../server/db/admin-tables';
import type { OrderStage } from '../../shared/order-life';

/** A stage or step of an order's life in the visitor's language (the farmer's /orders uses the same words). */
export function OrderStageLabel({ stage }: { stage: OrderStage | OrderEventStep | 'cancelled' }) {
  switch (stage) {
    case 'paid':
      return <Trans>Paid</Trans>;
    case 'packed':
      return <Trans>Packed</Trans>;
    case 'dispatched':
      return <Trans>Dispatched</Trans>;
    case 'delivered':
      return <Trans>Delivered</Trans>;
    case 'ready':
      return <Trans>Ready for pick-up</Trans>;
    case 'handed_over':
      return <Trans>Handed over</Trans>;
    case 'returned':
      return <Trans>Returned</Trans>;
    case 'closed':
      return <Trans>Closed</Trans>;
    case 'cancelled':
      return <Trans>Cancelled</Trans>;
    case 'refunded':
      return <Trans>Refunded</Trans>;
  }
}
