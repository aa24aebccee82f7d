import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { HandOverPlace, OrderStep, UnitCondition } from '../../../shared/order-life';
import { shortOrderId } from '../../../shared/order-id';
import { rupeesToPaise } from '../../../shared/money';
import { OrderStageLabel } from '../../components/order-stage-label';
import { Button } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/query-states';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { trpc } from '../../trpc';
import { Card, Day, Field, Money, Refusal, Select, TextInput, When } from './admin-ui';

function StepForm({ orderId, step }: { orderId: string; step: OrderStep }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [note, setNote] = useState('');
  const [place, setPlace] = useState<HandOverPlace>('shop');
  const [condition, setCondition] = useState<UnitCondition>('good');
  const [damage, setDamage] = useState('0');
  const take = trpc.admin.orders.step.useMutation({ onSuccess: () => utils.admin.orders.byId.invalidate({ orderId }) });

  const submit = () => {
    const base = { orderId, note: note || undefined };
    switch (step) {
      case 'dispatched':
        return take.mutate({ orderId, step, note });
      case 'handed_over':
        return take.mutate({ ...base, step, place, condition });
      case 'returned':
        return take.mutate({ ...base, step, condition });
      case 'closed':
        return take.mutate({ ...base, step, damage: rupeesToPaise(Number(damage) || 0) });
      default:
        return take.mutate({ ...base, step });
    }
  };

  const conditions = (
    <Field label={<Trans>Condition of the machine</Trans>}>
      <Select value={condition} onChange={(e) => setCondition(e.target.value as UnitCondition)}>
        <option value="good">{t`Good`}</option>
        <option value="minor_wear">{t`Minor wear`}</option>
        <option value="damaged">{t`Damaged`}</option>
      </Select>
    </Field>
  );

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {step === 'handed_over' && (
        <Field label={<Trans>Where</Trans>}>
          <Select value={place} onChange={(e) => setPlace(e.target.value as HandOverPlace)}>
            <option value="shop">{t`At the shop`}</option>
            <option value="delivered">{t`Delivered to the farm`}</option>
          </Select>
        </Field>
      )}
      {(step === 'handed_over' || step === 'returned') && conditions}
      {step === 'closed' && (
        <Field label={<Trans>Agreed damage (₹), taken from the deposit</Trans>}>
          <TextInput inputMode="decimal" value={damage} onChange={(e) => setDamage(e.target.value)} />
        </Field>
      )}
      <Field label={step === 'dispatched' ? <Trans>Note (such as the vehicle)</Trans> : <Trans>Note</Trans>}>
        <TextInput
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required={step === 'dispatched'}
          maxLength={500}
        />
      </Field>
      <Refusal error={take.error} />
      <Button type="submit" disabled={take.isPending}>
        <Trans>Mark as</Trans>&nbsp;
        <OrderStageLabel stage={step} />
      </Button>
    </form>
  );
}

function CancelForm({ orderId }: { orderId: string }) {
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  const cancel = trpc.admin.orders.cancel.useMutation({
    onSuccess: () => utils.admin.orders.byId.invalidate({ orderId }),
  });
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        cancel.mutate({ orderId, reason });
      }}
    >
      <Field label={<Trans>Reason for cancelling (everything paid is refunded)</Trans>}>
        <TextInput value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
      </Field>
      <Refusal error={cancel.error} />
      <Button type="submit" variant="secondary" disabled={cancel.isPending}>
        <Trans>Cancel order and refund</Trans>
      </Button>
    </form>
  );
}

export function OrderPage({ orderId }: { orderId: string }) {
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  const order = trpc.admin.orders.byId.useQuery({ orderId });
  const retry = trpc.admin.orders.retryRefunds.useMutation({
    onSuccess: () => utils.admin.orders.byId.invalidate({ orderId }),
  });
  if (order.isError) return <Refusal error={order.error} />;
  if (!order.data) {
    return (
      <LoadingState>
        <Trans>Loading...</Trans>
      </LoadingState>
    );
  }
  const o = order.data;
  return (
    <div className="grid gap-1 md:grid-cols-2 md:gap-4">
      <Card
        title={
          <>
            <Trans>Order</Trans> {shortOrderId(o.id)} ·{' '}
            <OrderStageLabel stage={o.status === 'cancelled' ? 'cancelled' : o.stage} />
          </>
        }
      >
        <p className="text-sm">
          <Link href={`/customers/${o.customer.id}`} className="break-all text-leaf-800 underline">
            {o.customer.email}
          </Link>
        </p>
        <ul className="my-2 text-sm">
          {o.items.map((i) => (
            <li key={`${i.productId}-${i.rental}`} className="py-1">
              {localized(locale, i.name, i.nameKn)} × {i.quantity}
              {i.rental && i.start && i.end && (
                <>
                  {' · '}
                  <Day day={i.start} /> → <Day day={i.end} />
                </>
              )}
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt>
            <Trans>Rent and prices</Trans>
          </dt>
          <dd className="text-right">
            <Money paise={o.subtotal} />
          </dd>
          <dt>
            <Trans>GST</Trans>
          </dt>
          <dd className="text-right">
            <Money paise={o.tax} />
          </dd>
          <dt>
            <Trans>Refundable deposit</Trans>
          </dt>
          <dd className="text-right">
            <Money paise={o.deposit} />
          </dd>
          <dt className="font-bold">
            <Trans>Total</Trans>
          </dt>
          <dd className="text-right font-bold">
            <Money paise={o.total} />
          </dd>
          {o.lateFee !== null && (
            <>
              <dt>
                <Trans>Late fee</Trans> ({o.lateDays})
              </dt>
              <dd className="text-right">
                <Money paise={o.lateFee} />
              </dd>
            </>
          )}
        </dl>
      </Card>
      <Card title={<Trans>Next step</Trans>}>
        {o.nextStep ? (
          <StepForm key={o.nextStep} orderId={o.id} step={o.nextStep} />
        ) : (
          <p className="text-sm">
            <Trans>Nothing more to do for this order.</Trans>
          </p>
        )}
        {o.canCancel && (
          <div className="mt-4 border-t border-stone-200 pt-3">
            <CancelForm orderId={o.id} />
          </div>
        )}
      </Card>
      <Card title={<Trans>Order timeline</Trans>}>
        <ol className="space-y-2 text-sm">
          <li>
            <strong>
              <OrderStageLabel stage="paid" />
            </strong>{' '}
            · <When at={o.paidAt} />
          </li>
          {o.timeline.map((e, index) => (
            <li key={index}>
              <strong>
                <OrderStageLabel stage={e.step} />
              </strong>{' '}
              · <When at={e.at} /> · {e.actorEmail ?? '—'}
              {e.note && <span className="block text-stone-700">{e.note}</span>}
            </li>
          ))}
        </ol>
      </Card>
      <Card title={<Trans>Refunds</Trans>}>
        {o.refunds.length === 0 ? (
          <p className="text-sm">
            <Trans>No refunds.</Trans>
          </p>
        ) : (
          <ul className="text-sm">
            {o.refunds.map((r) => (
              <li key={r.id} className="flex justify-between py-1">
                <span>{r.kind === 'deposit' ? <Trans>Deposit</Trans> : <Trans>Cancellation</Trans>}</span>
                <Money paise={r.amount} />
                <span>{r.status === 'done' ? <Trans>Refunded</Trans> : <Trans>Pending</Trans>}</span>
              </li>
            ))}
          </ul>
        )}
        {o.refunds.some((r) => r.status === 'pending') && (
          <Button variant="secondary" onClick={() => retry.mutate({ orderId })} disabled={retry.isPending}>
            <Trans>Send pending refunds again</Trans>
          </Button>
        )}
        <Refusal error={retry.error} />
      </Card>
    </div>
  );
}
