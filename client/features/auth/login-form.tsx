import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn, MailWarning } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Link, useLocation } from 'wouter';
import { loginInput } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { useAdoptEarlyInput } from '../../components/use-adopt-early-input';
import { useUiLocale } from '../../components/use-ui-locale';
import { fieldRefusals, refusalMessage, refusalReasonOf } from '../../refusals';
import { trpc } from '../../trpc';
import { EmailField, PasswordField, SubmitButton, useFieldValues } from './auth-fields';
import { useSignedIn } from './use-auth-actions';
import { useFirstErrorFocus } from './use-first-error-focus';
import { validate } from './validate';

/** Offered when the password was right but the address is not confirmed yet. */
function ResendConfirmation({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const resend = trpc.auth.resendConfirmation.useMutation({
    onSuccess() {
      toast.success(t`Confirmation email sent`, { description: t`Please check your email to confirm your account.` });
    },
    onError(error) {
      toast.error(t`Could not send the e-mail`, { description: refusalMessage(i18n, error) });
    },
  });
  return (
    <Notice
      role="status"
      tone="soil"
      icon={MailWarning}
      after={
        <Button
          variant="secondary"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ email, locale })}
          className="self-start"
        >
          {resend.isPending ? <Trans>Sending...</Trans> : <Trans>Resend confirmation email</Trans>}
        </Button>
      }
    >
      <Trans>Your e-mail address is not confirmed yet. Open the link we sent to {email}, or ask for a new one.</Trans>
    </Notice>
  );
}

export function LoginForm({ initialEmail, next }: { initialEmail: string; next: string }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  const form = useRef<HTMLFormElement>(null);
  const { values, setValues, set } = useFieldValues({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  useFirstErrorFocus(form, errors);
  // Typed before the page's code started: on screen, so it is what the farmer sends.
  useAdoptEarlyInput(form, values, (changes) => setValues((current) => ({ ...current, ...changes })));

  const login = trpc.auth.login.useMutation({
    async onSuccess(user) {
      await signedIn(user);
      toast.success(t`Login successful`, { description: t`You have been logged in successfully!` });
      navigate(next, { replace: true });
    },
    onError(error, input) {
      setErrors(fieldRefusals(i18n, error));
      if (refusalReasonOf(error) === 'EMAIL_NOT_CONFIRMED') setUnconfirmed(input.email);
      toast.error(t`Login failed`, { description: refusalMessage(i18n, error) });
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (login.isPending) return;
    setUnconfirmed(null);
    const checked = validate(i18n, loginInput, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    login.mutate(checked.data);
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <EmailField value={values.email} onChange={set('email')} error={errors.email} />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <Link
          href="/auth/forgot"
          className="self-end rounded text-sm font-semibold text-leaf-800 underline-offset-4 hover:underline"
        >
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      {unconfirmed && <ResendConfirmation email={unconfirmed} />}
      <SubmitButton
        pending={login.isPending}
        icon={LogIn}
        idle={<Trans>Login</Trans>}
        busy={<Trans>Logging in...</Trans>}
      />
    </form>
  );
}
