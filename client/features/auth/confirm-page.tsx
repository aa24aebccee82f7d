import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useLocation, useSearch } from 'wouter';
import { LoadingState } from '../../components/ui/query-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { AuthCard } from './auth-card';
import { EmailRequestForm } from './email-request-form';
import { useSignedIn } from './use-auth-actions';

/** /auth/confirm?token=…: confirms the address from the e-mail link, signs the user in and goes home. */
export function ConfirmPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Confirm your e-mail address`);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  const confirm = trpc.auth.confirmEmail.useMutation({
    async onSuccess(user) {
      await signedIn(user);
      toast.success(t`Login successful`, { description: t`You have been logged in successfully!` });
      navigate('/', { replace: true });
    },
  });
  // Once per token: React's development double effects and re-renders must not spend the single-use link twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm.mutate({ token });
  }, [token, confirm.mutate]);

  if (token && !confirm.isError) {
    return (
      <LoadingState className="py-24">
        <Trans>Confirming your e-mail address...</Trans>
      </LoadingState>
    );
  }

  return (
    <AuthCard title={<Trans>This confirmation link does not work</Trans>}>
      <div className="flex flex-col gap-6">
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {confirm.error
            ? refusalMessage(i18n, confirm.error)
            : t`This link is invalid or has expired. Please ask for a new one.`}
        </p>
        <p className="text-ink-muted">
          <Trans>Enter your e-mail address and we will send you a new confirmation link.</Trans>
        </p>
        <EmailRequestForm purpose="confirm" />
      </div>
    </AuthCard>
  );
}
