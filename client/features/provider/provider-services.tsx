import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { fromMilli, hireOperations, type HireOperation, type HireUnit } from '../../../shared/hiring';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Field, Money, Refusal, SaveOrCancel, Select, TextInput } from '../admin/admin-ui';
import { operationLabels, perUnitText, quantityText } from '../hire/hire-labels';
import { toNumber, toPaise } from './provider-ui';

type Service = RouterOutputs['providers']['services'][number];
type Saved = RouterOutputs['providers']['saveService'];

/**
 * The work the provider offers: what, with which machine, the rate by the acre or hour, the minimum, travel, crews
 * and what a crew does in a day. A rate outside the district's usual band waits for the shop's approval.
 */
export function ProviderServices() {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const services = trpc.providers.services.useQuery();
  const centres = trpc.providers.centres.useQuery();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const hasCentre = (centres.data?.length ?? 0) > 0;
  return (
    <Card title={<Trans>Your work and rates</Trans>}>
      {saved && (
        <p role="status" className="mb-2 rounded-lg bg-leaf-50 px-3 py-2 text-sm">
          {saved.rate === 'listed' ? (
            <Trans>Saved. Farmers nearby see it on the hire page.</Trans>
          ) : (
            <Trans>
              Saved. This rate is outside the usual <Money paise={saved.band.low} /> to{' '}
              <Money paise={saved.band.high} />, so the shop checks it before farmers see it.
            </Trans>
          )}
        </p>
      )}
      {services.data?.length === 0 && <p className="mb-2 text-sm text-stone-700">{t`No work listed yet.`}</p>}
      <ul className="flex flex-col gap-2">
        {services.data?.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 p-2">
            <div className="min-w-0 text-sm">
              <p className="font-semibold">
                {t(operationLabels[s.operation].label)} · {localized(locale, s.machineName, s.machineNameKn)}
                {!s.isActive && !s.pendingRate && (
                  <span className="ml-2 rounded bg-stone-200 px-1.5 text-xs">{t`Paused`}</span>
                )}
              </p>
              <p className="text-stone-700">
                <span>
                  <Money paise={s.rate} /> {perUnitText(i18n, s.unit)}
                </span>{' '}
                · {t`minimum`} <Money paise={s.minimumCharge} /> ·{' '}
                {t`${s.crews} crews × ${quantityText(i18n, s.capacityPerCrewDayMilli, s.unit)} a day`} ·{' '}
                {s.rating.average === null
                  ? t`No ratings yet`
                  : t`${s.rating.average} out of 5 (${s.rating.count} ratings)`}
              </p>
              {s.pendingRate && (
                <p className="text-amber-900">
                  <Trans>
                    Waiting for the shop: <Money paise={s.pendingRate.rate} /> {perUnitText(i18n, s.pendingRate.unit)}
                  </Trans>
                </p>
              )}
            </div>
            <Button
              variant="secondary"
              onClick={() => setEditing(s)}
              aria-label={t`Edit ${t(operationLabels[s.operation].label)}`}
            >
              <Trans>Edit</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <Refusal error={services.error} />
      {!hasCentre && centres.isSuccess && (
        <p className="mt-2 text-sm text-stone-700">{t`Add where your machines are first (below).`}</p>
      )}
      {editing === null && hasCentre && (
        <Button className="mt-3" onClick={() => setEditing('new')}>
          <Trans>Add work</Trans>
        </Button>
      )}
      {editing !== null && centres.data && (
        <ServiceForm
          key={editing === 'new' ? 'new' : editing.id}
          centres={centres.data}
          service={editing === 'new' ? null : editing}
          onClose={(result) => {
            setEditing(null);
            if (result) setSaved(result);
          }}
        />
      )}
    </Card>
  );
}

function ServiceForm({
  centres,
  service,
  onClose,
}: {
  centres: RouterOutputs['providers']['centres'];
  service: Service | null;
  onClose: (saved: Saved | null) => void;
}) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  const save = trpc.providers.saveService.useMutation({
    onSuccess: async (result) => {
      await utils.providers.services.invalidate();
      onClose(result);
    },
  });
  const rupees = (paise: number | undefined, fallback: string) =>
    paise === undefined ? fallback : String(paise / 100);
  const [form, setForm] = useState({
    centreId: String(service?.centreId ?? centres[0]!.id),
    operation: (service?.operation ?? 'ploughing') as HireOperation,
    machineName: service?.machineName ?? '',
    machineNameKn: service?.machineNameKn ?? '',
    unit: (service?.unit ?? 'hour') as HireUnit,
    rate: rupees(service?.rate, ''),
    minimumCharge: rupees(service?.minimumCharge, '0'),
    travelPerKm: rupees(service?.travelPerKm, '0'),
    freeKm: String(service?.freeKm ?? 5),
    acresPerHour: service?.acresPerHourMilli ? String(fromMilli(service.acresPerHourMilli)) : '1',
    crews: String(service?.crews ?? 1),
    capacityPerCrewDay: service ? String(fromMilli(service.capacityPerCrewDayMilli)) : '8',
    operatorIncluded: service?.operatorIncluded ?? true,
    isActive: service?.isActive ?? true,
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const [rate, minimumCharge, travelPerKm] = [
      toPaise(form.rate),
      toPaise(form.minimumCharge),
      toPaise(form.travelPerKm),
    ];
    if (rate === null || rate < 100 || minimumCharge === null || travelPerKm === null) {
      setInvalid(t`Write the amounts in rupees, for example 1100.`);
      return;
    }
    if (!form.machineName.trim()) {
      setInvalid(t`Write the machine, for example Tractor 45 HP with plough.`);
      return;
    }
    setInvalid(null);
    save.mutate({
      ...(service ? { id: service.id } : {}),
      centreId: Number(form.centreId),
      operation: form.operation,
      machineName: form.machineName,
      machineNameKn: form.machineNameKn.trim() || form.machineName,
      operatorIncluded: form.operatorIncluded,
      unit: form.unit,
      rate,
      minimumCharge,
      travelPerKm,
      freeKm: Math.round(toNumber(form.freeKm)),
      acresPerHourMilli: form.unit === 'hour' ? Math.round(toNumber(form.acresPerHour) * 1000) : null,
      crews: Math.round(toNumber(form.crews)),
      capacityPerCrewDayMilli: Math.round(toNumber(form.capacityPerCrewDay) * 1000),
      isActive: form.isActive,
    });
  }

  return (
    <form
      onSubmit={submit}
      className="mt-3 grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2"
      noValidate
      aria-label={service ? t`Edit work` : t`New work`}
    >
      {centres.length > 1 && (
        <Field label={t`From`}>
          <Select value={form.centreId} onChange={set('centreId')}>
            {centres.map((c) => (
              <option key={c.id} value={c.id}>
                {localized(locale, c.name, c.nameKn)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label={t`Work`}>
        <Select
          value={form.operation}
          onChange={(e) => setForm({ ...form, operation: e.target.value as HireOperation })}
        >
          {hireOperations.map((op) => (
            <option key={op} value={op}>
              {t(operationLabels[op].label)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Charged by`}>
        <Select
          value={form.unit}
          onChange={(e) => setForm({ ...form, unit: e.target.value === 'hour' ? 'hour' : 'acre' })}
        >
          <option value="hour">{t`the hour`}</option>
          <option value="acre">{t`the acre`}</option>
        </Select>
      </Field>
      <Field label={t`Machine`}>
        <TextInput value={form.machineName} onChange={set('machineName')} required />
      </Field>
      <Field label={t`Machine in Kannada (if different)`}>
        <TextInput value={form.machineNameKn} onChange={set('machineNameKn')} lang="kn" />
      </Field>
      <Field label={form.unit === 'acre' ? t`Price per acre (₹)` : t`Price per hour (₹)`}>
        <TextInput value={form.rate} onChange={set('rate')} inputMode="decimal" required />
      </Field>
      <Field label={t`Minimum charge (₹)`}>
        <TextInput value={form.minimumCharge} onChange={set('minimumCharge')} inputMode="decimal" />
      </Field>
      <Field label={t`Travel per km (₹)`}>
        <TextInput value={form.travelPerKm} onChange={set('travelPerKm')} inputMode="decimal" />
      </Field>
      <Field label={t`Free km`}>
        <TextInput value={form.freeKm} onChange={set('freeKm')} inputMode="numeric" />
      </Field>
      {form.unit === 'hour' && (
        <Field label={t`Acres a crew works in an hour`}>
          <TextInput value={form.acresPerHour} onChange={set('acresPerHour')} inputMode="decimal" required />
        </Field>
      )}
      <Field label={t`Crews (machines with a driver)`}>
        <TextInput value={form.crews} onChange={set('crews')} inputMode="numeric" required />
      </Field>
      <Field label={form.unit === 'acre' ? t`Acres a crew does in a day` : t`Hours a crew works in a day`}>
        <TextInput value={form.capacityPerCrewDay} onChange={set('capacityPerCrewDay')} inputMode="decimal" required />
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={form.operatorIncluded}
          onChange={(e) => setForm({ ...form, operatorIncluded: e.target.checked })}
        />
        <Trans>Driver included</Trans>
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={form.isActive}
          onChange={(e) => setForm({ ...form, isActive: e.target.checked })}
        />
        <Trans>Taking bookings</Trans>
      </label>
      <SaveOrCancel
        save={<Trans>Save work</Trans>}
        pending={save.isPending}
        problem={invalid}
        error={save.error}
        onCancel={() => onClose(null)}
      />
    </form>
  );
}
