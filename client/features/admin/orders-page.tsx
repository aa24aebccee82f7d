import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { orderStages } from '../../../shared/order-life';
import { shortOrderId } from '../../../shared/order-id';
import { OrderStageLabel } from '../../components/order-stage-label';
import { trpc } from '../../trpc';
import { Field, Money, PagedList, Select, TextInput, When } from './admin-ui';

type Stage = (typeof orderStages)[number] | 'cancelled';

/** The stages in words for the filter's options (an option holds text only, not OrderStageLabel). */
const stageNames: Record<Stage, MessageDescriptor> = {
  paid: msg`Paid`,
  packed: msg`Packed`,
  dispatched: msg`Dispatched`,
  delivered: msg`Delivered`,
  ready: msg`Ready for pick-up`,
  handed_over: msg`Handed over`,
  returned: msg`Returned`,
  closed: msg`Closed`,
  cancelled: msg`Cancelled`,
};

export function AdminOrdersPage() {
  const { t, i18n } = useLingui();
  const [stage, setStage] = useState<Stage | ''>('');
  const [kind, setKind] = useState<'' | 'purchase' | 'rental'>('');
  const [from, setFrom] = useState('');
  const [customer, setCustomer] = useState('');
  const [page, setPage] = useState(1);
  const list = trpc.admin.orders.list.useQuery({
    stage: stage || undefined,
    kind: kind || undefined,
    from: from || undefined,
    customer: customer || undefined,
    page,
  });

  return (
    <div>
      <form className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <Field label={<Trans>Status</Trans>}>
          <Select value={stage} onChange={(e) => (setStage(e.target.value as Stage | ''), setPage(1))}>
            <option value="">{t`All`}</option>
            {[...orderStages, 'cancelled' as const].map((s) => (
              <option key={s} value={s}>
                {i18n._(stageNames[s])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={<Trans>Kind</Trans>}>
          <Select value={kind} onChange={(e) => (setKind(e.target.value as typeof kind), setPage(1))}>
            <option value="">{t`All`}</option>
            <option value="purchase">{t`Purchases`}</option>
            <option value="rental">{t`Rentals`}</option>
          </Select>
        </Field>
        <Field label={<Trans>Paid from</Trans>}>
          <TextInput type="date" value={from} onChange={(e) => (setFrom(e.target.value), setPage(1))} />
        </Field>
        <Field label={<Trans>Customer e-mail</Trans>}>
          <TextInput type="search" value={customer} onChange={(e) => (setCustomer(e.target.value), setPage(1))} />
        </Field>
      </form>
      <PagedList
        query={list}
        rows={(data) => data.orders}
        page={page}
        onPage={setPage}
        empty={<Trans>No orders match.</Trans>}
        renderRow={(o) => (
          <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
            <Link href={`/orders/${o.id}`} className="font-semibold text-leaf-800 underline">
              {shortOrderId(o.id)}
            </Link>
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold">
              <OrderStageLabel stage={o.status === 'cancelled' ? 'cancelled' : o.stage} />
            </span>
            <span>{o.kind === 'rental' ? <Trans>Rental</Trans> : <Trans>Purchase</Trans>}</span>
            <span className="break-all text-stone-700">{o.customerEmail}</span>
            <span>
              <Money paise={o.total} />
            </span>
            <span className="text-stone-600">
              <When at={o.paidAt} />
            </span>
          </li>
        )}
      />
    </div>
  );
}
