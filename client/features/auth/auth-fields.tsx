import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { FormField } from './form-field';

type OnChange = (event: ChangeEvent<HTMLInputElement>) => void;

/** A form's text values and one change handler per field. */
export function useFieldValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const set =
    (field: keyof T): OnChange =>
    (event) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));
  return { values, setValues, set };
}

/** The e-mail address of a sign-in, sign-up or account e-mail form. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: OnChange;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <FormField
      label={t`Email`}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** A password field: `current-password` to sign in, `new-password` to choose one (the browser offers to make one). */
export function PasswordField({
  label,
  name,
  autoComplete,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  value: string;
  onChange: OnChange;
  error?: string | undefined;
}) {
  return (
    <FormField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      {...(hint === undefined ? {} : { hint })}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** A new password and its confirmation, for sign-up and a password reset; `label` names the first field. */
export function NewPasswordFields({
  label,
  values,
  set,
  errors,
}: {
  label: string;
  values: { password: string; confirmPassword: string };
  set: (field: 'password' | 'confirmPassword') => OnChange;
  errors: Record<string, string>;
}) {
  const { t } = useLingui();
  const minimum = PASSWORD_MIN_LENGTH;
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        hint={t`At least ${minimum} characters`}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <PasswordField
        label={t`Confirm password`}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}

/** The submit button of an account form: busy and not pressable while its request runs (no double submits). */
export function SubmitButton({
  pending,
  icon: Icon,
  idle,
  busy,
}: {
  pending: boolean;
  icon: LucideIcon;
  idle: ReactNode;
  busy: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={pending} aria-busy={pending}>
      <Icon aria-hidden="true" className="size-5" />
      {pending ? busy : idle}
    </Button>
  );
}
