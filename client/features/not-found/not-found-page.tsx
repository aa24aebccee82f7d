import { Trans, useLingui } from '@lingui/react/macro';
import { Home } from 'lucide-react';
import { useNotFoundStatus } from '../../components/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { useDocumentTitle } from '../../components/use-document-title';
import { MissingPage } from '../../components/ui/missing-page';

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  useNotFoundStatus();
  return (
    <MissingPage
      mark={<p className="text-7xl font-bold tracking-tight text-soil-700 sm:text-8xl">404</p>}
      title={<Trans>Oops! Page not found</Trans>}
      action={
        <ButtonLink href="/" size="lg">
          <Home aria-hidden="true" className="size-5" />
          <Trans>Return to Home</Trans>
        </ButtonLink>
      }
    >
      <Trans>The page you are looking for does not exist or has moved.</Trans>
    </MissingPage>
  );
}
