import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH, registerInput } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { fieldRefusals, refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { FormField } from './form-field';
import { useFirstErrorFocus } from './use-first-error-focus';
import { validate } from './validate';

const empty = { email: '', password: '', confirmPassword: '' };
const minimum = PASSWORD_MIN_LENGTH;

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useFirstErrorFocus(form, errors);

  const register = trpc.auth.register.useMutation({
    onSuccess(_answer, input) {
      toast.success(t`Sign up successful`, { description: t`Please check your email to confirm your account.` });
      setValues(empty);
      onRegistered(input.email);
    },
    onError(error) {
      setErrors(fieldRefusals(i18n, error));
      toast.error(t`Sign up failed`, { description: refusalMessage(i18n, error) });
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (register.isPending) return;
    const checked = validate(i18n, registerInput, { ...values, locale });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    register.mutate(checked.data);
  }

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormField
        label={t`Email`}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <FormField
        label={t`Password`}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t`At least ${minimum} characters`}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <FormField
        label={t`Confirm password`}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" disabled={register.isPending} aria-busy={register.isPending}>
        <UserPlus aria-hidden="true" className="size-5" />
        {register.isPending ? <Trans>Creating Account...</Trans> : <Trans>Create Account</Trans>}
      </Button>
    </form>
  );
}
