import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, LogIn, MessageSquareText } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { formatMobile } from '../../../shared/phone';
import { phoneCodeRequestInput, phoneLoginInput, phoneSignInInput } from '../../../shared/schemas/phone-auth';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { useUiLocale } from '../../components/use-ui-locale';
import { fieldRefusals, refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { PasswordField, SubmitButton, useFieldValues } from './auth-fields';
import { FormField } from './form-field';
import { useSignedIn } from './use-auth-actions';
import { useFirstErrorFocus } from './use-first-error-focus';
import { useCodeFromSms } from './use-code-from-sms';
import { validate } from './validate';

export function PhoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: React.ChangeEventHandler<HTMLInputElement>;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <FormField
      label={t`Mobile number`}
      hint={t`An Indian mobile number, like 98450 12345`}
      type="tel"
      name="phone"
      autoComplete="tel-national"
      inputMode="tel"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/**
 * Sign in, or register, with a mobile number (issue 24): the number, then the 6-digit code sent to it by SMS. A
 * number without an account gets one when its code is typed; a password is optional (then the number and the
 * password sign in too). The answer to "send the code" is the same for every number. On Android, Chrome offers the
 * code from the SMS (WebOTP) and the field takes it (autocomplete="one-time-code").
 */
export function PhoneForm({ next }: { next: string }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  const form = useRef<HTMLFormElement>(null);
  const { values, setValues, set } = useFieldValues({ phone: '', code: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The number a code went to (E.164), once sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [withPassword, setWithPassword] = useState(false);
  useFirstErrorFocus(form, errors);

  async function done(user: Parameters<ReturnType<typeof useSignedIn>>[0]) {
    await signedIn(user);
    toast.success(t`Login successful`, { description: t`You have been logged in successfully!` });
    navigate(next, { replace: true });
  }

  const requestCode = trpc.auth.requestPhoneCode.useMutation({
    onSuccess(_answer, input) {
      setSentTo(input.phone);
      setValues((current) => ({ ...current, code: '' }));
    },
    onError(error) {
      setErrors(fieldRefusals(i18n, error));
      toast.error(t`Could not send the code`, { description: refusalMessage(i18n, error) });
    },
  });
  const signIn = trpc.auth.signInWithPhoneCode.useMutation({
    onSuccess: done,
    onError(error) {
      const fields = fieldRefusals(i18n, error);
      setErrors(Object.keys(fields).length ? fields : { code: refusalMessage(i18n, error) });
    },
  });
  const passwordLogin = trpc.auth.loginWithPhone.useMutation({
    onSuccess: done,
    onError(error) {
      setErrors(fieldRefusals(i18n, error));
      toast.error(t`Login failed`, { description: refusalMessage(i18n, error) });
    },
  });

  function submitCode(code: string) {
    if (!sentTo || signIn.isPending) return;
    const checked = validate(i18n, phoneSignInInput, {
      phone: sentTo,
      code,
      locale,
      ...(values.password ? { password: values.password } : {}),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    signIn.mutate(checked.data);
  }

  // Android's Chrome reads the code from the SMS when the farmer allows it, and the form goes on by itself.
  useCodeFromSms(sentTo, (code) => {
    setValues((current) => ({ ...current, code }));
    submitCode(code);
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sentTo) return submitCode(values.code);
    if (withPassword) {
      if (passwordLogin.isPending) return;
      const checked = validate(i18n, phoneLoginInput, { phone: values.phone, password: values.password });
      if (!checked.ok) return setErrors(checked.errors);
      setErrors({});
      return passwordLogin.mutate(checked.data);
    }
    if (requestCode.isPending) return;
    const checked = validate(i18n, phoneCodeRequestInput, { phone: values.phone, locale });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    requestCode.mutate(checked.data);
  }

  if (sentTo) {
    const number = formatMobile(sentTo);
    return (
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t`Type the code`}>
        <Notice role="status" tone="soil" icon={MessageSquareText}>
          <Trans>We sent a 6-digit code by SMS to {number}. It works for 5 minutes.</Trans>
        </Notice>
        <FormField
          label={t`Code (OTP) from the SMS`}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          value={values.code}
          onChange={set('code')}
          error={errors.code}
        />
        <PasswordField
          label={t`Choose a password (optional)`}
          name="password"
          autoComplete="new-password"
          hint={t`Only if you want to log in with a password too. A new account keeps it.`}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <SubmitButton
          pending={signIn.isPending}
          icon={LogIn}
          idle={<Trans>Continue</Trans>}
          busy={<Trans>Checking the code...</Trans>}
        />
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="secondary"
            disabled={requestCode.isPending}
            onClick={() => requestCode.mutate({ phone: sentTo, locale })}
          >
            <Trans>Send a new code</Trans>
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setSentTo(null);
              setErrors({});
            }}
          >
            <Trans>Change the number</Trans>
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PhoneField value={values.phone} onChange={set('phone')} error={errors.phone} />
      {withPassword && (
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
      )}
      {withPassword ? (
        <SubmitButton
          pending={passwordLogin.isPending}
          icon={LogIn}
          idle={<Trans>Login</Trans>}
          busy={<Trans>Logging in...</Trans>}
        />
      ) : (
        <SubmitButton
          pending={requestCode.isPending}
          icon={MessageSquareText}
          idle={<Trans>Send code by SMS</Trans>}
          busy={<Trans>Sending...</Trans>}
        />
      )}
      <Button
        type="button"
        variant="ghost"
        className="self-start"
        onClick={() => {
          setWithPassword((on) => !on);
          setErrors({});
        }}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {withPassword ? <Trans>Use a code by SMS instead</Trans> : <Trans>Log in with a password instead</Trans>}
      </Button>
      <p className="text-sm text-ink-muted">
        <Trans>No account yet? The code creates one for your number. No e-mail is needed.</Trans>
      </p>
    </form>
  );
}
