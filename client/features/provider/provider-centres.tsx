import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { placeLine } from '../../../shared/place-names';
import { Button } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Field, Refusal, SaveOrCancel, Select, TextInput } from '../admin/admin-ui';
import { toNumber } from '../hire-admin/service-fields';

type Centre = RouterOutputs['providers']['centres'][number];
type Place = RouterOutputs['hiring']['places'][number];

/** Where the provider's machines stand and how far they go: the provider's own centres only. */
export function ProviderCentres() {
  const { t } = useLingui();
  const locale = useUiLocale();
  const centres = trpc.providers.centres.useQuery();
  const [editing, setEditing] = useState<Centre | 'new' | null>(null);
  return (
    <Card title={<Trans>Where your machines are</Trans>}>
      {centres.data?.length === 0 && (
        <p className="mb-2 text-sm text-stone-700">
          <Trans>Add the place your machines go out from, then the work you do.</Trans>
        </p>
      )}
      <ul className="flex flex-col divide-y divide-stone-200">
        {centres.data?.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-semibold">{localized(locale, c.name, c.nameKn)}</p>
              <p className="text-sm text-stone-700">
                {placeLine([c.village, c.taluk, c.district], locale)} {c.pinCode} · {t`reaches ${c.serviceRadiusKm} km`}
              </p>
            </div>
            <Button variant="secondary" onClick={() => setEditing(c)} aria-label={t`Edit ${c.name}`}>
              <Trans>Edit</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <Refusal error={centres.error} />
      {editing === null ? (
        <Button className="mt-3" onClick={() => setEditing('new')}>
          <Trans>Add a place</Trans>
        </Button>
      ) : (
        <CentreForm
          key={editing === 'new' ? 'new' : editing.id}
          centre={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

function CentreForm({ centre, onClose }: { centre: Centre | null; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  const save = trpc.providers.saveCentre.useMutation({
    onSuccess: async () => {
      await utils.providers.centres.invalidate();
      onClose();
    },
  });
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const places = trpc.hiring.places.useQuery({ q: asked }, { enabled: asked.length > 0 });
  const [place, setPlace] = useState<Place | null>(
    centre
      ? {
          name: centre.village,
          pinCode: centre.pinCode,
          taluk: centre.taluk,
          district: centre.district,
          districtKn: centre.district,
          lat: centre.lat,
          lon: centre.lon,
        }
      : null,
  );
  const [form, setForm] = useState({
    name: centre?.name ?? '',
    nameKn: centre?.nameKn ?? '',
    address: centre?.address ?? '',
    serviceRadiusKm: String(centre?.serviceRadiusKm ?? 15),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const radius = Math.round(toNumber(form.serviceRadiusKm));
    if (!place) return setProblem(t`Find your village or PIN code and choose it.`);
    if (!form.name.trim() || !form.address.trim()) return setProblem(t`Write a name and where the machines stand.`);
    if (!(radius >= 1 && radius <= 50)) return setProblem(t`Your machines go between 1 and 50 km.`);
    setProblem(null);
    save.mutate({
      ...(centre ? { id: centre.id } : {}),
      name: form.name,
      nameKn: form.nameKn.trim() || form.name,
      address: form.address,
      village: place.name,
      taluk: place.taluk,
      district: place.district,
      pinCode: place.pinCode,
      lat: place.lat,
      lon: place.lon,
      serviceRadiusKm: radius,
    });
  }

  return (
    <form
      onSubmit={submit}
      className="mt-3 grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2"
      noValidate
      aria-label={centre ? t`Edit place` : t`New place`}
    >
      <div className="flex flex-col gap-2 sm:col-span-2">
        <Field label={t`Village or PIN code`}>
          <TextInput
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                setAsked(query.trim());
              }
            }}
          />
        </Field>
        <div>
          <Button type="button" variant="secondary" onClick={() => setAsked(query.trim())}>
            <Trans>Find</Trans>
          </Button>
        </div>
        {places.data && places.data.length === 0 && (
          <p className="text-sm text-stone-700">{t`No place of that name or PIN code.`}</p>
        )}
        {places.data && places.data.length > 0 && (
          <Field label={t`Choose your place`}>
            <Select
              value={place ? `${place.pinCode}|${place.name}` : ''}
              onChange={(e) => setPlace(places.data.find((p) => `${p.pinCode}|${p.name}` === e.target.value) ?? null)}
            >
              <option value="">{t`Choose...`}</option>
              {places.data.map((p) => (
                <option key={`${p.pinCode}|${p.name}`} value={`${p.pinCode}|${p.name}`}>
                  {placeLine([p.name, p.taluk, p.district], locale)} {p.pinCode}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {place && (
          <p className="text-sm text-stone-700" aria-live="polite">
            {t`Chosen:`} {placeLine([place.name, place.taluk, place.district], locale)} {place.pinCode}
          </p>
        )}
      </div>
      <Field label={t`Name farmers will see`}>
        <TextInput value={form.name} onChange={set('name')} required />
      </Field>
      <Field label={t`Name in Kannada (if different)`}>
        <TextInput value={form.nameKn} onChange={set('nameKn')} lang="kn" />
      </Field>
      <Field label={t`Where the machines stand`}>
        <TextInput value={form.address} onChange={set('address')} required />
      </Field>
      <Field label={t`Machines go up to (km)`}>
        <TextInput value={form.serviceRadiusKm} onChange={set('serviceRadiusKm')} inputMode="numeric" required />
      </Field>
      <SaveOrCancel
        save={<Trans>Save place</Trans>}
        pending={save.isPending}
        problem={problem}
        error={save.error}
        onCancel={onClose}
      />
    </form>
  );
}
