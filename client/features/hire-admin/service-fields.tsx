import { Trans, useLingui } from '@lingui/react/macro';
import { fromMilli, hireOperations, type HireOperation, type HireUnit } from '../../../shared/hiring';
import { Field, Select, TextInput } from '../admin/admin-ui';
import { operationLabels } from '../hire/hire-labels';

/**
 * The fields of a hire service, as typed: its work, machine, rates, crews and what a crew does in a day. One form for
 * the shop's centres (centres-page.tsx) and for providers' own services (features/provider/provider-services.tsx).
 */
export interface ServiceFormState {
  operation: HireOperation;
  machineName: string;
  machineNameKn: string;
  unit: HireUnit;
  rate: string;
  minimumCharge: string;
  travelPerKm: string;
  freeKm: string;
  acresPerHour: string;
  crews: string;
  capacityPerCrewDay: string;
  advancePercent: string;
  operatorIncluded: boolean;
  isActive: boolean;
}

interface SavedService {
  operation: HireOperation;
  machineName: string;
  machineNameKn: string;
  unit: HireUnit;
  rate: number;
  minimumCharge: number;
  travelPerKm: number;
  freeKm: number;
  acresPerHourMilli: number | null;
  crews: number;
  capacityPerCrewDayMilli: number;
  advancePercent: number;
  operatorIncluded: boolean;
  isActive: boolean;
}

const rupees = (paise: number) => String(paise / 100);

/** The form's text of a saved service, or of a new one from the defaults given. */
export function serviceFormState(
  service: SavedService | null,
  fresh: Partial<ServiceFormState> = {},
): ServiceFormState {
  if (!service) {
    return {
      operation: 'ploughing',
      machineName: '',
      machineNameKn: '',
      unit: 'acre',
      rate: '',
      minimumCharge: '0',
      travelPerKm: '0',
      freeKm: '10',
      acresPerHour: '',
      crews: '1',
      capacityPerCrewDay: '',
      advancePercent: '25',
      operatorIncluded: true,
      isActive: true,
      ...fresh,
    };
  }
  return {
    operation: service.operation,
    machineName: service.machineName,
    machineNameKn: service.machineNameKn,
    unit: service.unit,
    rate: rupees(service.rate),
    minimumCharge: rupees(service.minimumCharge),
    travelPerKm: rupees(service.travelPerKm),
    freeKm: String(service.freeKm),
    acresPerHour: service.acresPerHourMilli ? String(fromMilli(service.acresPerHourMilli)) : '',
    crews: String(service.crews),
    capacityPerCrewDay: String(fromMilli(service.capacityPerCrewDayMilli)),
    advancePercent: String(service.advancePercent),
    operatorIncluded: service.operatorIncluded,
    isActive: service.isActive,
  };
}

/** Rupees typed by a person -> paise; null when it is not an amount. */
export function toPaise(rupeesTyped: string): number | null {
  const value = Number(rupeesTyped.replace(/[,\s₹]/g, ''));
  return rupeesTyped.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
}

export function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/** The service's values from the form, or null when an amount is not written in rupees. */
export function serviceValues(form: ServiceFormState) {
  const [rate, minimumCharge, travelPerKm] = [
    toPaise(form.rate),
    toPaise(form.minimumCharge),
    toPaise(form.travelPerKm),
  ];
  if (rate === null || minimumCharge === null || travelPerKm === null) return null;
  return {
    operation: form.operation,
    machineName: form.machineName,
    machineNameKn: form.machineNameKn,
    operatorIncluded: form.operatorIncluded,
    unit: form.unit,
    rate,
    minimumCharge,
    travelPerKm,
    freeKm: Math.round(toNumber(form.freeKm)),
    acresPerHourMilli: form.unit === 'hour' ? Math.round(toNumber(form.acresPerHour) * 1000) : null,
    crews: Math.round(toNumber(form.crews)),
    capacityPerCrewDayMilli: Math.round(toNumber(form.capacityPerCrewDay) * 1000),
    advancePercent: Math.round(toNumber(form.advancePercent)),
    isActive: form.isActive,
  };
}

/** The fields themselves; `withAdvance` shows the advance's share (the shop's centres set it, providers do not). */
export function ServiceFields({
  form,
  onChange,
  withAdvance,
}: {
  form: ServiceFormState;
  onChange: (next: ServiceFormState) => void;
  withAdvance: boolean;
}) {
  const { t } = useLingui();
  const set = (key: keyof ServiceFormState) => (e: { target: { value: string } }) =>
    onChange({ ...form, [key]: e.target.value });
  return (
    <>
      <Field label={t`Work`}>
        <Select
          value={form.operation}
          onChange={(e) => onChange({ ...form, operation: e.target.value as HireOperation })}
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
          onChange={(e) => onChange({ ...form, unit: e.target.value === 'hour' ? 'hour' : 'acre' })}
        >
          <option value="acre">{t`the acre`}</option>
          <option value="hour">{t`the hour`}</option>
        </Select>
      </Field>
      <Field label={t`Machine in English`}>
        <TextInput value={form.machineName} onChange={set('machineName')} required />
      </Field>
      <Field label={t`Machine in Kannada`}>
        <TextInput value={form.machineNameKn} onChange={set('machineNameKn')} required lang="kn" />
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
      <Field label={t`Crews`}>
        <TextInput value={form.crews} onChange={set('crews')} inputMode="numeric" required />
      </Field>
      <Field label={form.unit === 'acre' ? t`Acres a crew does in a day` : t`Hours a crew works in a day`}>
        <TextInput value={form.capacityPerCrewDay} onChange={set('capacityPerCrewDay')} inputMode="decimal" required />
      </Field>
      {withAdvance && (
        <Field label={t`Advance (%)`}>
          <TextInput value={form.advancePercent} onChange={set('advancePercent')} inputMode="numeric" />
        </Field>
      )}
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={form.operatorIncluded}
          onChange={(e) => onChange({ ...form, operatorIncluded: e.target.checked })}
        />
        <Trans>Operator included</Trans>
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={form.isActive}
          onChange={(e) => onChange({ ...form, isActive: e.target.checked })}
        />
        <Trans>Offered now</Trans>
      </label>
    </>
  );
}
