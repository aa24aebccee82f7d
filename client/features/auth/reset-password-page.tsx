import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Link, useLocation, useSearch } from 'wouter';
import { resetPasswordInput } from '../../../shared/schemas/auth';
import { useDocumentTitle } from '../../components/use-document-title';
import { fieldRefusals, refusalMessage, refusalReasonOf, refusalSentences } from '../../refusals';
import { trpc } from '../../trpc';
import { AuthCard } from './auth-card';
import { NewPasswordFields, SubmitButton, useFieldValues } from './auth-fields';
import { useSignedIn } from './use-auth-actions';
import { useFirstErrorFocus } from './use-first-error-focus';
import { validate } from './validate';

function LinkNotValid({ message }: { message: string }) {
  return (
    <AuthCard title={<Trans>This reset link does not work</Trans>}>
      <div className="flex flex-col gap-6">
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {message}
        </p>
        <Link
          href="/auth/forgot"
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-leaf-700 px-6 py-3
            font-semibold text-white shadow-sm hover:bg-leaf-800"
        >
          <Trans>Ask for a new link</Trans>
        </Link>
      </div>
    </AuthCard>
  );
}

/** /auth/reset?token=…: the new-password form of a reset link; on success the user is signed in. */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Choose a new password`);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  const form = useRef<HTMLFormElement>(null);
  const { values, set } = useFieldValues({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [linkFailed, setLinkFailed] = useState(false);
  useFirstErrorFocus(form, errors);

  const reset = trpc.auth.resetPassword.useMutation({
    async onSuccess(user) {
      await signedIn(user);
      toast.success(t`Password changed`, { description: t`You are now logged in with your new password.` });
      navigate('/', { replace: true });
    },
    onError(error) {
      const fields = fieldRefusals(i18n, error);
      if (refusalReasonOf(error) === 'LINK_INVALID' || fields.token) return setLinkFailed(true);
      setErrors(fields);
      toast.error(t`Could not change the password`, { description: refusalMessage(i18n, error) });
    },
  });

  const checkedToken = resetPasswordInput.safeParse({ token, password: 'placeholder', confirmPassword: 'placeholder' });
  if (linkFailed || !checkedToken.success) return <LinkNotValid message={refusalSentences.LINK_INVALID(i18n, {})} />;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reset.isPending) return;
    const checked = validate(i18n, resetPasswordInput, { token, ...values });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    reset.mutate(checked.data);
  }

  return (
    <AuthCard
      title={<Trans>Choose a new password</Trans>}
      subtitle={<Trans>After this, you are logged in everywhere only with the new password.</Trans>}
    >
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <NewPasswordFields label={t`New password`} values={values} set={set} errors={errors} />
        <SubmitButton
          pending={reset.isPending}
          icon={KeyRound}
          idle={<Trans>Save new password</Trans>}
          busy={<Trans>Saving...</Trans>}
        />
      </form>
    </AuthCard>
  );
}
