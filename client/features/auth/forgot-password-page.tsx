import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuthCard } from './auth-card';
import { EmailRequestForm } from './email-request-form';

/** /auth/forgot: asks for a password-reset link. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot password?`);
  return (
    <AuthCard
      title={<Trans>Forgot password?</Trans>}
      subtitle={
        <Trans>Enter the e-mail address of your account and we will send you a link to choose a new password.</Trans>
      }
    >
      <EmailRequestForm purpose="reset" />
    </AuthCard>
  );
}
