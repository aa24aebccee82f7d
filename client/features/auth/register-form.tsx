import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { registerInput } from '../../../shared/schemas/auth';
import { useAdoptEarlyInput } from '../../components/use-adopt-early-input';
import { useUiLocale } from '../../components/use-ui-locale';
import { fieldRefusals, refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { EmailField, NewPasswordFields, SubmitButton, useFieldValues } from './auth-fields';
import { useFirstErrorFocus } from './use-first-error-focus';
import { validate } from './validate';

const empty = { email: '', password: '', confirmPassword: '' };

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const form = useRef<HTMLFormElement>(null);
  const { values, setValues, set } = useFieldValues(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useFirstErrorFocus(form, errors);
  // Typed before the page's code started: on screen, so it is what the farmer sends.
  useAdoptEarlyInput(form, values, (changes) => setValues((current) => ({ ...current, ...changes })));

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

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <EmailField value={values.email} onChange={set('email')} error={errors.email} />
      <NewPasswordFields label={t`Password`} values={values} set={set} errors={errors} />
      <SubmitButton
        pending={register.isPending}
        icon={UserPlus}
        idle={<Trans>Create Account</Trans>}
        busy={<Trans>Creating Account...</Trans>}
      />
    </form>
  );
}
