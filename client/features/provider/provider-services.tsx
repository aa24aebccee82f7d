import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Field, Money, Refusal, SaveOrCancel, Select } from '../admin/admin-ui';
import { ServiceFields, serviceFormState, serviceValues } from '../hire-admin/service-fields';
import { operationLabels, perUnitText, quantityText } from '../hire/hire-labels';

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
  const [centreId, setCentreId] = useState(String(service?.centreId ?? centres[0]!.id));
  // A new service starts as most owners charge: by the hour, an acre an hour, eight hours a day.
  const [form, setForm] = useState(() =>
    serviceFormState(service, { unit: 'hour', freeKm: '5', acresPerHour: '1', capacityPerCrewDay: '8' }),
  );
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = serviceValues(form);
    if (values === null || values.rate < 100) {
      setInvalid(t`Write the amounts in rupees, for example 1100.`);
      return;
    }
    if (!values.machineName.trim()) {
      setInvalid(t`Write the machine, for example Tractor 45 HP with plough.`);
      return;
    }
    setInvalid(null);
    const { advancePercent: _shopSetsIt, ...rest } = values;
    save.mutate({
      ...(service ? { id: service.id } : {}),
      centreId: Number(centreId),
      ...rest,
      // An owner who writes the machine once sees it in both languages.
      machineNameKn: values.machineNameKn.trim() || values.machineName,
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
          <Select value={centreId} onChange={(e) => setCentreId(e.target.value)}>
            {centres.map((c) => (
              <option key={c.id} value={c.id}>
                {localized(locale, c.name, c.nameKn)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <ServiceFields form={form} onChange={setForm} withAdvance={false} />
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
