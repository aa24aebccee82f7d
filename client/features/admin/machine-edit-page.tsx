import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/query-states';
import { trpc } from '../../trpc';
import { Card, Field, Refusal, Select, TextInput } from './admin-ui';
import { MachinePhotos } from './machine-photos';

type Condition = 'new' | 'like_new' | 'good' | 'fair';

/** The form's text, as typed; amounts in rupees. */
interface Draft {
  name: string;
  nameKn: string;
  description: string;
  descriptionKn: string;
  price: string;
  rentalPricePerDay: string;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
  stockQuantity: string;
  brand: string;
  model: string;
  modelYear: string;
  horsepower: string;
  condition: Condition | '';
  hoursUsed: string;
  warrantyMonths: string;
  features: string;
  featuresKn: string;
  minimumRentalDays: string;
  bufferDays: string;
  securityDeposit: string;
}

const empty: Draft = {
  name: '',
  nameKn: '',
  description: '',
  descriptionKn: '',
  price: '',
  rentalPricePerDay: '',
  isAvailableForSale: true,
  isAvailableForRent: false,
  stockQuantity: '1',
  brand: '',
  model: '',
  modelYear: '',
  horsepower: '',
  condition: '',
  hoursUsed: '',
  warrantyMonths: '',
  features: '',
  featuresKn: '',
  minimumRentalDays: '1',
  bufferDays: '0',
  securityDeposit: '0',
};

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function toMachine(d: Draft) {
  return {
    name: d.name,
    nameKn: d.nameKn,
    description: d.description,
    descriptionKn: d.descriptionKn,
    price: rupeesToPaise(Number(d.price) || 0),
    rentalPricePerDay: d.rentalPricePerDay.trim() ? rupeesToPaise(Number(d.rentalPricePerDay)) : null,
    isAvailableForSale: d.isAvailableForSale,
    isAvailableForRent: d.isAvailableForRent,
    stockQuantity: Number(d.stockQuantity) || 0,
    brand: d.brand.trim() || null,
    model: d.model.trim() || null,
    modelYear: numberOrNull(d.modelYear),
    horsepower: numberOrNull(d.horsepower),
    condition: d.condition || null,
    hoursUsed: numberOrNull(d.hoursUsed),
    warrantyMonths: numberOrNull(d.warrantyMonths),
    features: d.features,
    featuresKn: d.featuresKn,
    minimumRentalDays: Number(d.minimumRentalDays) || 1,
    bufferDays: Number(d.bufferDays) || 0,
    securityDeposit: rupeesToPaise(Number(d.securityDeposit) || 0),
  };
}

export function MachineEditPage({ id }: { id: number | null }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const existing = trpc.admin.catalogue.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  const [draft, setDraft] = useState<Draft>(empty);
  useEffect(() => {
    const m = existing.data;
    if (!m) return;
    setDraft({
      name: m.name,
      nameKn: m.nameKn,
      description: m.description,
      descriptionKn: m.descriptionKn,
      price: rupees(m.price),
      rentalPricePerDay: rupees(m.rentalPricePerDay),
      isAvailableForSale: m.isAvailableForSale,
      isAvailableForRent: m.isAvailableForRent,
      stockQuantity: String(m.stockQuantity),
      brand: m.brand ?? '',
      model: m.model ?? '',
      modelYear: m.modelYear?.toString() ?? '',
      horsepower: m.horsepower?.toString() ?? '',
      condition: m.condition ?? '',
      hoursUsed: m.hoursUsed?.toString() ?? '',
      warrantyMonths: m.warrantyMonths?.toString() ?? '',
      features: m.features,
      featuresKn: m.featuresKn,
      minimumRentalDays: String(m.minimumRentalDays),
      bufferDays: String(m.bufferDays),
      securityDeposit: rupees(m.securityDeposit),
    });
  }, [existing.data]);

  const done = () => void utils.admin.catalogue.invalidate();
  const create = trpc.admin.catalogue.create.useMutation({
    onSuccess: ({ id }) => (done(), navigate(`/catalogue/${id}`)),
  });
  const update = trpc.admin.catalogue.update.useMutation({ onSuccess: done });
  const archive = trpc.admin.catalogue.archive.useMutation({ onSuccess: done });
  const restore = trpc.admin.catalogue.restore.useMutation({ onSuccess: done });

  if (id !== null && !existing.data) {
    return existing.isError ? (
      <Refusal error={existing.error} />
    ) : (
      <LoadingState>
        <Trans>Loading...</Trans>
      </LoadingState>
    );
  }

  const text = (
    key: keyof Draft,
    label: ReactNode,
    props: { inputMode?: 'decimal' | 'numeric'; lang?: string } = {},
  ) => (
    <Field label={label}>
      <TextInput
        value={String(draft[key])}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        {...props}
      />
    </Field>
  );
  const check = (key: 'isAvailableForSale' | 'isAvailableForRent', label: ReactNode) => (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input type="checkbox" checked={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.checked })} />
      {label}
    </label>
  );
  const saving = create.isPending || update.isPending;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (id === null) create.mutate(toMachine(draft));
        else update.mutate({ id, machine: toMachine(draft) });
      }}
    >
      <Card title={id === null ? <Trans>New machine</Trans> : <Trans>Edit machine</Trans>}>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('name', <Trans>Name (English)</Trans>)}
          {text('nameKn', <Trans>Name (Kannada)</Trans>, { lang: 'kn' })}
          {text('description', <Trans>Description (English)</Trans>)}
          {text('descriptionKn', <Trans>Description (Kannada)</Trans>, { lang: 'kn' })}
          {text('price', <Trans>Price (₹)</Trans>, { inputMode: 'decimal' })}
          {text('stockQuantity', <Trans>Units in stock</Trans>, { inputMode: 'numeric' })}
          {check('isAvailableForSale', <Trans>For sale</Trans>)}
          {check('isAvailableForRent', <Trans>For rent</Trans>)}
        </div>
      </Card>
      <Card title={<Trans>Specifications</Trans>}>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('brand', <Trans>Brand</Trans>)}
          {text('model', <Trans>Model</Trans>)}
          {text('modelYear', <Trans>Year</Trans>, { inputMode: 'numeric' })}
          {text('horsepower', <Trans>Horsepower</Trans>, { inputMode: 'numeric' })}
          <Field label={<Trans>Condition</Trans>}>
            <Select
              value={draft.condition}
              onChange={(e) => setDraft({ ...draft, condition: e.target.value as Condition | '' })}
            >
              <option value="">—</option>
              <option value="new">{t`New`}</option>
              <option value="like_new">{t`Like new`}</option>
              <option value="good">{t`Good`}</option>
              <option value="fair">{t`Fair`}</option>
            </Select>
          </Field>
          {text('hoursUsed', <Trans>Hours used</Trans>, { inputMode: 'numeric' })}
          {text('warrantyMonths', <Trans>Warranty (months)</Trans>, { inputMode: 'numeric' })}
          {text('features', <Trans>Features (English)</Trans>)}
          {text('featuresKn', <Trans>Features (Kannada)</Trans>, { lang: 'kn' })}
        </div>
      </Card>
      <Card title={<Trans>Rental terms</Trans>}>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('rentalPricePerDay', <Trans>Daily rent (₹)</Trans>, { inputMode: 'decimal' })}
          {text('minimumRentalDays', <Trans>Minimum days</Trans>, { inputMode: 'numeric' })}
          {text('bufferDays', <Trans>Service days after each return</Trans>, { inputMode: 'numeric' })}
          {text('securityDeposit', <Trans>Refundable deposit per unit (₹)</Trans>, { inputMode: 'decimal' })}
        </div>
      </Card>
      {id !== null && existing.data && <MachinePhotos machineId={id} photos={existing.data.photos} />}
      <Refusal error={create.error ?? update.error ?? archive.error ?? restore.error} />
      {(update.isSuccess || archive.isSuccess || restore.isSuccess) && (
        <p role="status" className="my-2 text-sm font-medium text-leaf-800">
          <Trans>Saved.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          <Trans>Save</Trans>
        </Button>
        {id !== null &&
          (existing.data?.archivedAt ? (
            <Button variant="secondary" onClick={() => restore.mutate({ id })}>
              <Trans>Put back in the shop</Trans>
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => archive.mutate({ id })}>
              <Trans>Archive</Trans>
            </Button>
          ))}
      </div>
    </form>
  );
}
