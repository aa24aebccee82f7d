import { Trans, useLingui } from '@lingui/react/macro';
import { Home } from 'lucide-react';
import { useNotFoundStatus } from '../../components/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/use-document-title';

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  useNotFoundStatus();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold tracking-tight text-soil-700 sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-bold text-leaf-900">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <p className="mt-3 text-ink-muted">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <ButtonLink href="/" size="lg" className="mt-8">
        <Home aria-hidden="true" className="size-5" />
        <Trans>Return to Home</Trans>
      </ButtonLink>
    </div>
  );
}
