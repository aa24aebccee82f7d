import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatCalendarDay } from '../../../shared/format-date';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { trpc } from '../../trpc';
import { Card, Day, Field, Refusal, Select, TextInput } from './admin-ui';

export function MaintenancePage() {
  const { t } = useLingui();
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  const blocks = trpc.admin.maintenance.list.useQuery({});
  const machines = trpc.admin.catalogue.list.useQuery({});
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [reason, setReason] = useState<'servicing' | 'repair'>('servicing');
  const [note, setNote] = useState('');
  const refresh = () => void utils.admin.maintenance.list.invalidate();
  const create = trpc.admin.maintenance.create.useMutation({ onSuccess: refresh });
  const remove = trpc.admin.maintenance.remove.useMutation({ onSuccess: refresh });

  return (
    <div>
      <Card title={<Trans>Block units for servicing or repair</Trans>}>
        <form
          className="grid gap-3 sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate({ productId: Number(productId), quantity: Number(quantity), start, end, reason, note });
          }}
        >
          <Field label={<Trans>Machine</Trans>}>
            <Select value={productId} onChange={(e) => setProductId(e.target.value)} required>
              <option value="">—</option>
              {machines.data?.machines.map((m) => (
                <option key={m.id} value={m.id}>
                  {localized(locale, m.name, m.nameKn)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={<Trans>Units</Trans>}>
            <TextInput inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
          </Field>
          <Field label={<Trans>Reason</Trans>}>
            <Select value={reason} onChange={(e) => setReason(e.target.value as 'servicing' | 'repair')}>
              <option value="servicing">{t`Servicing`}</option>
              <option value="repair">{t`Repair`}</option>
            </Select>
          </Field>
          <Field label={<Trans>From</Trans>}>
            <TextInput type="date" value={start} onChange={(e) => setStart(e.target.value)} required />
          </Field>
          <Field label={<Trans>Back on</Trans>}>
            <TextInput type="date" value={end} onChange={(e) => setEnd(e.target.value)} required />
          </Field>
          <Field label={<Trans>Note</Trans>}>
            <TextInput value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
          </Field>
          <div className="sm:col-span-3">
            <Refusal error={create.error} />
            <Button type="submit" disabled={create.isPending}>
              <Trans>Block units</Trans>
            </Button>
          </div>
        </form>
      </Card>
      <Card title={<Trans>Current and coming blocks</Trans>}>
        <Refusal error={remove.error} />
        <ul className="divide-y divide-stone-100 text-sm">
          {blocks.data?.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-semibold">{localized(locale, b.name, b.nameKn)}</span>
              <span>
                {b.quantity} · <Day day={b.start} /> → <Day day={b.end} />
              </span>
              <span>{b.reason === 'repair' ? t`Repair` : t`Servicing`}</span>
              <span className="text-stone-700">{b.note}</span>
              <Button
                variant="ghost"
                onClick={() => remove.mutate({ id: b.id })}
                aria-label={t`Remove the block on ${localized(locale, b.name, b.nameKn)} \
from ${formatCalendarDay(b.start, locale)}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
