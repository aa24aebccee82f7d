import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { shortOrderId } from '../../../shared/order-id';
import { OrderStageLabel } from '../../components/order-stage-label';
import { trpc } from '../../trpc';
import { Card, Field, Money, TextInput } from './admin-ui';

export function CustomersPage() {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const found = trpc.admin.customers.search.useQuery({ query });
  const customer = trpc.admin.customers.byId.useQuery({ userId: selected ?? '' }, { enabled: selected !== null });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <Field label={<Trans>Find by e-mail, name or phone</Trans>}>
          <TextInput type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </Field>
        <ul className="mt-2 divide-y divide-stone-100 text-sm">
          {found.data?.customers.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="min-h-11 w-full break-all py-2 text-left text-leaf-800 underline"
                onClick={() => setSelected(c.id)}
              >
                {c.email} {c.firstName ? `· ${c.firstName} ${c.lastName ?? ''}` : ''}{' '}
                {c.role !== 'customer' ? `(${c.role})` : ''}
              </button>
            </li>
          ))}
        </ul>
      </Card>
      {customer.data && (
        <Card title={customer.data.email}>
          <p className="text-sm">
            {customer.data.phoneNumber ?? ''} · {customer.data.locale === 'kn' ? 'ಕನ್ನಡ' : 'English'}
          </p>
          <ul className="mt-2 text-sm">
            {customer.data.orders.map((o) => (
              <li key={o.id} className="flex justify-between py-1">
                <Link href={`/orders/${o.id}`} className="text-leaf-800 underline">
                  {shortOrderId(o.id)}
                </Link>
                <OrderStageLabel stage={o.status === 'cancelled' ? 'cancelled' : o.stage} />
                <Money paise={o.total} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
