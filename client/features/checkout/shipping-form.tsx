import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  shippingAddressSchema,
  type ShippingAddress,
  type ShippingAddressInput,
} from '../../../shared/schemas/checkout';
import { Button } from '../../components/ui/button';
import { formIssues } from '../../refusals';
import { FormField } from '../auth/form-field';
import { NeedsNetwork } from '../offline/needs-network';
import { PanelHeading, panelClass } from '../../components/ui/panel';

type Field = keyof ShippingAddressInput;
export type ShippingValues = Record<Field, string>;

export const emptyShipping: ShippingValues = {
  fullName: '',
  phoneNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};

/** Fills the fields the farmer has not typed into yet with what the last checkout saved. */
export function withDefaults(
  values: ShippingValues,
  defaults: Partial<ShippingAddressInput> | undefined,
  touched: ReadonlySet<Field>,
): ShippingValues {
  if (!defaults) return values;
  const next = { ...values };
  for (const field of Object.keys(emptyShipping) as Field[]) {
    const value = defaults[field];
    if (!touched.has(field) && typeof value === 'string' && value !== '') next[field] = value;
  }
  return next;
}

/** Step 1: where the machines go. Checked here with the server's own schema, then again on the server. */
export function ShippingForm({
  defaults,
  busy,
  serverErrors,
  onSubmit,
}: {
  defaults: Partial<ShippingAddressInput> | undefined;
  busy: boolean;
  serverErrors: Record<string, string>;
  onSubmit: (address: ShippingAddress) => void;
}) {
  const { t, i18n } = useLingui();
  // Most farmers here ship within Karnataka: start with the state and country filled in, in the page's language.
  const [values, setValues] = useState<ShippingValues>(() => ({
    ...emptyShipping,
    state: t`Karnataka`,
    country: t`India`,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const touched = useRef(new Set<Field>());
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => setValues((current) => withDefaults(current, defaults, touched.current)), [defaults]);
  useEffect(() => setErrors(serverErrors), [serverErrors]);

  function change(field: Field, value: string) {
    touched.current.add(field);
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = shippingAddressSchema.safeParse(values);
    if (result.success) {
      setErrors({});
      onSubmit(result.data);
      return;
    }
    setErrors(formIssues(i18n, result.error.issues));
    // The first field to fix gets the focus, so a screen reader hears its message.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
  }

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField
      label={label}
      name={name}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => change(name, event.target.value)}
      {...extra}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="shipping-heading" className={panelClass}>
      <PanelHeading id="shipping-heading">
        <Trans>Shipping Information</Trans>
      </PanelHeading>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{field('fullName', t`Full Name`, { autoComplete: 'name' })}</div>
        <div className="sm:col-span-2">
          {field('phoneNumber', t`Phone Number`, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        </div>
        <div className="sm:col-span-2">
          {field('addressLine1', t`Address Line 1`, { autoComplete: 'address-line1' })}
        </div>
        <div className="sm:col-span-2">
          {field('addressLine2', t`Address Line 2 (optional)`, { autoComplete: 'address-line2' })}
        </div>
        {field('city', t`City`, { autoComplete: 'address-level2' })}
        {field('state', t`State`, { autoComplete: 'address-level1' })}
        {field('postalCode', t`Postal Code`, { autoComplete: 'postal-code', inputMode: 'numeric' })}
        {field('country', t`Country`, { autoComplete: 'country-name' })}
      </div>
      <NeedsNetwork className="mt-6">
        <Trans>Checking out needs the internet.</Trans>
      </NeedsNetwork>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={busy}>
        {busy ? (
          <Trans>Processing...</Trans>
        ) : (
          <>
            <Trans>Continue to Payment</Trans>
            <ArrowRight aria-hidden="true" className="size-5" />
          </>
        )}
      </Button>
    </form>
  );
}
