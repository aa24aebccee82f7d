import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { placeLine } from '../../../shared/place-names';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Field, Money, Refusal, SaveOrCancel, TextInput } from '../admin/admin-ui';
import { useSession } from '../auth/use-session';
import { operationLabels, perUnitText, quantityText } from '../hire/hire-labels';
import { ServiceFields, serviceFormState, serviceValues, toNumber } from './service-fields';

type Centre = RouterOutputs['hiring']['admin']['centres'][number];
type Service = RouterOutputs['hiring']['admin']['services'][number];

/**
 * Hiring centres and their services, for owners (staff read them): the names in English and Kannada, where the
 * centre is and how far its crews go, and each service's rates and crews. A price change applies to new bookings.
 */
export function HireCentresPage() {
  const { t } = useLingui();
  const locale = useUiLocale();
  const session = useSession();
  const isOwner = session.status === 'signed-in' && session.user.role === 'owner';
  const centres = trpc.hiring.admin.centres.useQuery();
  const [editing, setEditing] = useState<Centre | 'new' | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);

  return (
    <div>
      <Card title={<Trans>Hiring centres</Trans>}>
        {!isOwner && (
          <p className="mb-2 text-sm text-stone-700">
            <Trans>Only an owner can change centres and rates.</Trans>
          </p>
        )}
        <ul className="flex flex-col divide-y divide-stone-200">
          {centres.data?.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-semibold">
                  {localized(locale, c.name, c.nameKn)}
                  {!c.isActive && (
                    <span className="ml-2 rounded bg-stone-200 px-1.5 text-xs">{t`Not taking bookings`}</span>
                  )}
                </p>
                <p className="text-sm text-stone-700">
                  {placeLine([c.village, c.taluk, c.district], locale)} {c.pinCode} ·{' '}
                  {t`reaches ${c.serviceRadiusKm} km`} · {c.phone}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => setOpenId(openId === c.id ? null : c.id)}
                  aria-expanded={openId === c.id}
                >
                  {openId === c.id ? t`Hide services` : t`Services`}
                </Button>
                {isOwner && (
                  <Button variant="secondary" onClick={() => setEditing(c)}>
                    <Trans>Edit</Trans>
                  </Button>
                )}
              </div>
              {openId === c.id && (
                <div className="w-full">
                  <Services centre={c} canEdit={isOwner} />
                </div>
              )}
            </li>
          ))}
        </ul>
        {isOwner && editing === null && (
          <Button className="mt-3" onClick={() => setEditing('new')}>
            <Trans>Add a centre</Trans>
          </Button>
        )}
      </Card>
      {editing !== null && (
        <CentreForm
          key={editing === 'new' ? 'new' : editing.id}
          centre={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function CentreForm({ centre, onClose }: { centre: Centre | null; onClose: () => void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const save = trpc.hiring.admin.saveCentre.useMutation({
    onSuccess: async () => {
      await utils.hiring.admin.centres.invalidate();
      onClose();
    },
  });
  const [form, setForm] = useState({
    name: centre?.name ?? '',
    nameKn: centre?.nameKn ?? '',
    address: centre?.address ?? '',
    village: centre?.village ?? '',
    taluk: centre?.taluk ?? '',
    district: centre?.district ?? '',
    pinCode: centre?.pinCode ?? '',
    lat: centre ? String(centre.lat) : '',
    lon: centre ? String(centre.lon) : '',
    serviceRadiusKm: centre ? String(centre.serviceRadiusKm) : '25',
    phone: centre?.phone ?? '',
    isActive: centre?.isActive ?? true,
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      ...(centre ? { id: centre.id } : {}),
      ...form,
      lat: toNumber(form.lat),
      lon: toNumber(form.lon),
      serviceRadiusKm: Math.round(toNumber(form.serviceRadiusKm)),
    });
  }

  return (
    <Card title={centre ? t`Edit centre: ${centre.name}` : t`New centre`}>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <Field label={t`Name in English`}>
          <TextInput value={form.name} onChange={set('name')} required />
        </Field>
        <Field label={t`Name in Kannada`}>
          <TextInput value={form.nameKn} onChange={set('nameKn')} required lang="kn" />
        </Field>
        <Field label={t`Address`}>
          <TextInput value={form.address} onChange={set('address')} required />
        </Field>
        <Field label={t`Village or town`}>
          <TextInput value={form.village} onChange={set('village')} required />
        </Field>
        <Field label={t`Taluk`}>
          <TextInput value={form.taluk} onChange={set('taluk')} required />
        </Field>
        <Field label={t`District`}>
          <TextInput value={form.district} onChange={set('district')} required />
        </Field>
        <Field label={t`PIN code`}>
          <TextInput value={form.pinCode} onChange={set('pinCode')} inputMode="numeric" maxLength={6} required />
        </Field>
        <Field label={t`Phone`}>
          <TextInput type="tel" value={form.phone} onChange={set('phone')} required />
        </Field>
        <Field label={t`Latitude`}>
          <TextInput value={form.lat} onChange={set('lat')} inputMode="decimal" required />
        </Field>
        <Field label={t`Longitude`}>
          <TextInput value={form.lon} onChange={set('lon')} inputMode="decimal" required />
        </Field>
        <Field label={t`Crews go up to (km)`}>
          <TextInput value={form.serviceRadiusKm} onChange={set('serviceRadiusKm')} inputMode="numeric" required />
        </Field>
        <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium">
          <input
            type="checkbox"
            checked={form.isActive}
            onChange={(e) => setForm({ ...form, isActive: e.target.checked })}
          />
          <Trans>Open for bookings</Trans>
        </label>
        <SaveOrCancel
          save={<Trans>Save centre</Trans>}
          pending={save.isPending}
          error={save.error}
          onCancel={onClose}
        />
      </form>
    </Card>
  );
}

function Services({ centre, canEdit }: { centre: Centre; canEdit: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const services = trpc.hiring.admin.services.useQuery({ centreId: centre.id });
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  return (
    <div className="mt-2 rounded-lg bg-stone-50 p-2">
      {services.data?.length === 0 && <p className="text-sm text-stone-700">{t`No services yet.`}</p>}
      <ul className="flex flex-col gap-2">
        {services.data?.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-2">
            <div className="min-w-0 text-sm">
              <p className="font-semibold">
                {t(operationLabels[s.operation].label)} · {localized(locale, s.machineName, s.machineNameKn)}
                {!s.isActive && <span className="ml-2 rounded bg-stone-200 px-1.5 text-xs">{t`Paused`}</span>}
              </p>
              {/* Wrapped by hand: Prettier's fill counts a line here as 120 characters, the format test as 124. */}
              {/* prettier-ignore */}
              <p className="text-stone-700">
                <Money paise={s.rate} /> {perUnitText(i18n, s.unit)} · {t`minimum`}{' '}
                <Money paise={s.minimumCharge} /> ·{' '}
                {t`travel`} <Money paise={s.travelPerKm} />
                {t`/km beyond ${s.freeKm} km`} ·{' '}
                {t`${s.crews} crews × ${quantityText(i18n, s.capacityPerCrewDayMilli, s.unit)} a day`}
              </p>
            </div>
            {canEdit && (
              <Button variant="secondary" onClick={() => setEditing(s)}>
                <Trans>Edit</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canEdit && editing === null && (
        <Button className="mt-2" variant="secondary" onClick={() => setEditing('new')}>
          <Trans>Add a service</Trans>
        </Button>
      )}
      {editing !== null && (
        <ServiceForm
          key={editing === 'new' ? 'new' : editing.id}
          centreId={centre.id}
          service={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function ServiceForm({
  centreId,
  service,
  onClose,
}: {
  centreId: number;
  service: Service | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const save = trpc.hiring.admin.saveService.useMutation({
    onSuccess: async () => {
      await utils.hiring.admin.services.invalidate({ centreId });
      onClose();
    },
  });
  const [form, setForm] = useState(() => serviceFormState(service));
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = serviceValues(form);
    if (values === null) {
      setInvalid(t`Write the amounts in rupees, for example 2400.`);
      return;
    }
    setInvalid(null);
    save.mutate({
      ...(service ? { id: service.id } : {}),
      centreId,
      machineEquipmentId: service?.machineEquipmentId ?? null,
      implementEquipmentId: service?.implementEquipmentId ?? null,
      ...values,
    });
  }

  return (
    <form
      onSubmit={submit}
      className="mt-2 grid gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-2"
      noValidate
      aria-label={service ? t`Edit service` : t`New service`}
    >
      <ServiceFields form={form} onChange={setForm} withAdvance />
      <SaveOrCancel
        save={<Trans>Save service</Trans>}
        pending={save.isPending}
        problem={invalid}
        error={save.error}
        onCancel={onClose}
      />
    </form>
  );
}
