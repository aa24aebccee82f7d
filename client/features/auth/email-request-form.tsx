import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { emailRequestInput } from '../../../shared/schemas/auth';
import { useAdoptEarlyInput } from '../../components/use-adopt-early-input';
import { useUiLocale } from '../../components/use-ui-locale';
import { fieldRefusals, refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { EmailField, SubmitButton } from './auth-fields';
import { useFirstErrorFocus } from './use-first-error-focus';
import { validate } from './validate';

/**
 * Asks for a link by e-mail: a new confirmation link or a password-reset link. The answer is the same whether or
 * not the address has an account (the e-mail itself says which), so the screen only says a message is on its way.
 */
export function EmailRequestForm({ purpose }: { purpose: 'confirm' | 'reset' }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  useFirstErrorFocus(form, errors);
  // Typed before the page's code started: on screen, so it is what the farmer sends.
  useAdoptEarlyInput(form, { email }, (changes) => changes.email !== undefined && setEmail(changes.email));

  const options = {
    onSuccess(_answer: unknown, input: { email: string }) {
      setSentTo(input.email);
    },
    onError(error: unknown) {
      setErrors(fieldRefusals(i18n, error));
      toast.error(t`Could not send the e-mail`, { description: refusalMessage(i18n, error) });
    },
  };
  const resend = trpc.auth.resendConfirmation.useMutation(options);
  const reset = trpc.auth.requestPasswordReset.useMutation(options);
  const mutation = purpose === 'confirm' ? resend : reset;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = validate(i18n, emailRequestInput, { email, locale });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    mutation.mutate(checked.data);
  }

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p className="flex gap-3 rounded-xl border border-leaf-200 bg-leaf-50 p-4 text-leaf-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {purpose === 'confirm' ? (
              <Trans>We have sent an e-mail to {sentTo}. Open the link in it to confirm your account.</Trans>
            ) : (
              <Trans>
                We have sent an e-mail to {sentTo}. Open the link in it within 1 hour to choose a new password.
              </Trans>
            )}
          </span>
        </p>
        <p className="text-sm text-ink-muted">
          <Trans>No e-mail? Check the spam folder, or</Trans>{' '}
          <button
            type="button"
            className="font-semibold text-leaf-800 underline underline-offset-4"
            onClick={() => setSentTo(null)}
          >
            <Trans>try again</Trans>
          </button>
          .
        </p>
        <Link href="/auth" className="font-semibold text-leaf-800 underline-offset-4 hover:underline">
          <Trans>Back to Login</Trans>
        </Link>
      </div>
    );
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
      <SubmitButton
        pending={mutation.isPending}
        icon={Send}
        idle={purpose === 'confirm' ? <Trans>Send a new confirmation link</Trans> : <Trans>Send reset link</Trans>}
        busy={<Trans>Sending...</Trans>}
      />
      <Link href="/auth" className="self-center font-semibold text-leaf-800 underline-offset-4 hover:underline">
        <Trans>Back to Login</Trans>
      </Link>
    </form>
  );
}
