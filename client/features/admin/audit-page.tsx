import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { shortOrderId } from '../../../shared/order-id';
import { trpc } from '../../trpc';
import { Card, When } from './admin-ui';

/** The server's action codes in words; an action not listed here (a new one) shows its code. */
const actionLabels: Record<string, MessageDescriptor> = {
  'machine.created': msg`Machine created`,
  'machine.updated': msg`Machine changed`,
  'machine.archived': msg`Machine archived`,
  'machine.restored': msg`Machine back in the shop`,
  'photo.added': msg`Photo added`,
  'photo.moved': msg`Photo moved`,
  'photo.removed': msg`Photo removed`,
  'maintenance.created': msg`Units blocked for maintenance`,
  'maintenance.removed': msg`Maintenance block removed`,
  'order.packed': msg`Order packed`,
  'order.dispatched': msg`Order dispatched`,
  'order.delivered': msg`Order delivered`,
  'order.ready': msg`Rental ready for pick-up`,
  'order.handed_over': msg`Rental handed over`,
  'order.returned': msg`Rental returned`,
  'order.closed': msg`Rental closed`,
  'order.cancelled': msg`Order cancelled by the shop`,
  'order.cancelled_by_customer': msg`Rental cancelled by the farmer`,
  'user.role': msg`Role changed`,
};

/** Every back-office change: who, what, when, the record before and after. */
export function AuditPage() {
  const { i18n, t } = useLingui();
  const audit = trpc.admin.audit.useQuery({});
  const subject = (entity: string, id: string) =>
    entity === 'order'
      ? t`order ${shortOrderId(id)}`
      : entity === 'machine'
        ? t`machine ${id}`
        : entity === 'user'
          ? t`account`
          : `${entity} ${id}`;
  return (
    <Card title={<Trans>Audit log</Trans>}>
      <ul className="divide-y divide-stone-100 text-sm">
        {audit.data?.map((a) => {
          const label = actionLabels[a.action];
          return (
            <li key={a.id} className="py-2">
              <p>
                <strong>{label ? i18n._(label) : a.action}</strong> · {subject(a.entity, a.entityId)} ·{' '}
                <When at={a.createdAt} /> · <span className="break-all">{a.actorEmail ?? '—'}</span>
              </p>
              <details>
                <summary className="min-h-11 cursor-pointer py-2 text-leaf-800">
                  <Trans>Before and after</Trans>
                </summary>
                <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-stone-50 p-2 text-xs">
                  {JSON.stringify({ before: a.before, after: a.after }, null, 2)}
                </pre>
              </details>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
