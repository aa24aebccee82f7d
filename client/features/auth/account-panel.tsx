import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MessageSquareText, Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatMobile } from '../../../shared/phone';
import { addEmailInput, addPhoneInput, phoneCodeRequestInput } from '../../../shared/schemas/phone-auth';
import { Notice } from '../../components/ui/notice';
import { useUiLocale } from '../../components/use-ui-locale';
import { fieldRefusals, refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { EmailField, SubmitButton, useFieldValues } from './auth-fields';
import { FormField } from './form-field';
import { PhoneField } from './phone-form';
import { setSessionUser, type SessionUser } from './session-store';
import { useCodeFromSms } from './use-code-from-sms';
import { useFirstErrorFocus } from './use-first-error-focus';
import { validate } from './validate';

/** An e-mail account adds a mobile number: the number, then the code sent to it by SMS. */
function AddPhoneForm() {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const form = useRef<HTMLFormElement>(null);
  const { values, setValues, set } = useFieldValues({ phone: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  useFirstErrorFocus(form, errors);

  const requestCode = trpc.auth.requestAddPhoneCode.useMutation({
    onSuccess: (_answer, input) => setSentTo(input.phone),
    onError: (error) => setErrors({ phone: refusalMessage(i18n, error), ...fieldRefusals(i18n, error) }),
  });
  const addPhone = trpc.auth.addPhone.useMutation({
    onSuccess(user) {
      setSessionUser(user);
      toast.success(t`Mobile number added`);
    },
    onError: (error) => setErrors({ code: refusalMessage(i18n, error), ...fieldRefusals(i18n, error) }),
  });

  function sendCode(code: string) {
    if (!sentTo || addPhone.isPending) return;
    const checked = validate(i18n, addPhoneInput, { phone: sentTo, code });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    addPhone.mutate(checked.data);
  }
  useCodeFromSms(sentTo, (code) => {
    setValues((current) => ({ ...current, code }));
    sendCode(code);
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sentTo) return sendCode(values.code);
    if (requestCode.isPending) return;
    const checked = validate(i18n, phoneCodeRequestInput, { phone: values.phone, locale });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    requestCode.mutate(checked.data);
  }

  const number = sentTo ? formatMobile(sentTo) : '';
  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t`Add a mobile number`}>
      {sentTo ? (
        <>
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
          <SubmitButton
            pending={addPhone.isPending}
            icon={Smartphone}
            idle={<Trans>Add the number</Trans>}
            busy={<Trans>Checking the code...</Trans>}
          />
        </>
      ) : (
        <>
          <PhoneField value={values.phone} onChange={set('phone')} error={errors.phone} />
          <SubmitButton
            pending={requestCode.isPending}
            icon={MessageSquareText}
            idle={<Trans>Send code by SMS</Trans>}
            busy={<Trans>Sending...</Trans>}
          />
        </>
      )}
    </form>
  );
}

/** A number account adds an e-mail address; the link sent to it confirms it. */
function AddEmailForm() {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const form = useRef<HTMLFormElement>(null);
  const { values, set } = useFieldValues({ email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  useFirstErrorFocus(form, errors);
  const addEmail = trpc.auth.addEmail.useMutation({
    onSuccess: (_answer, input) => setSentTo(input.email),
    onError: (error) => setErrors({ email: refusalMessage(i18n, error), ...fieldRefusals(i18n, error) }),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (addEmail.isPending) return;
    const checked = validate(i18n, addEmailInput, { email: values.email, locale });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    addEmail.mutate(checked.data);
  }

  if (sentTo)
    return (
      <Notice role="status" tone="soil" icon={Mail}>
        <Trans>We sent a link to {sentTo}. Open it to confirm the address.</Trans>
      </Notice>
    );
  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t`Add an e-mail`}>
      <EmailField value={values.email} onChange={set('email')} error={errors.email} />
      <SubmitButton
        pending={addEmail.isPending}
        icon={Mail}
        idle={<Trans>Add the e-mail</Trans>}
        busy={<Trans>Sending...</Trans>}
      />
    </form>
  );
}

/**
 * /auth?tab=account for a signed-in visitor: the account's e-mail and mobile number, and a form to add the one it
 * lacks (issue 24: an e-mail account can add a number, confirmed by code, and a number account an e-mail).
 */
export function AccountPanel({ user }: { user: SessionUser }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
        <dt className="font-semibold">
          <Trans>Mobile number</Trans>
        </dt>
        <dd>{user.phone ? formatMobile(user.phone) : <Trans>None yet</Trans>}</dd>
        <dt className="font-semibold">
          <Trans>Email</Trans>
        </dt>
        <dd className="break-all">{user.email ?? <Trans>None yet</Trans>}</dd>
      </dl>
      {!user.phone && (
        <section aria-labelledby="add-phone" className="flex flex-col gap-3">
          <h2 id="add-phone" className="text-lg font-semibold">
            <Trans>Add a mobile number</Trans>
          </h2>
          <AddPhoneForm />
        </section>
      )}
      {!user.email && (
        <section aria-labelledby="add-email" className="flex flex-col gap-3">
          <h2 id="add-email" className="text-lg font-semibold">
            <Trans>Add an e-mail</Trans>
          </h2>
          <AddEmailForm />
        </section>
      )}
    </div>
  );
}
