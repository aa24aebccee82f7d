import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClasses, ButtonLink } from '../../components/ui/button';

/**
 * Previous and Next as links to the neighbouring pages' addresses, so they work before (or without) the page's
 * code; a page that does not exist is shown as a disabled button. `onFollow` runs as a link is followed in the app
 * (to bring the results into view).
 */
export function Pagination({
  page,
  pageCount,
  hasNextPage,
  hrefOf,
  onFollow,
}: {
  page: number;
  pageCount: number | undefined;
  hasNextPage: boolean;
  hrefOf: (page: number) => string;
  onFollow?: () => void;
}) {
  const { t } = useLingui();
  if (page <= 1 && !hasNextPage) return null;
  const previous = (
    <>
      <ChevronLeft aria-hidden="true" className="size-4" />
      <Trans>Previous</Trans>
    </>
  );
  const next = (
    <>
      <Trans>Next</Trans>
      <ChevronRight aria-hidden="true" className="size-4" />
    </>
  );
  const disabled = buttonClasses({ variant: 'secondary' });
  return (
    <nav aria-label={t`Pagination`} className="mt-10 flex items-center justify-center gap-3 sm:gap-6">
      {page > 1 ? (
        <ButtonLink variant="secondary" href={hrefOf(page - 1)} rel="prev" onClick={onFollow}>
          {previous}
        </ButtonLink>
      ) : (
        <button type="button" disabled className={disabled}>
          {previous}
        </button>
      )}
      <p className="text-sm font-medium text-ink">
        {pageCount === undefined ? (
          <Trans>Page {page}</Trans>
        ) : (
          <Trans>
            Page {page} of {pageCount}
          </Trans>
        )}
      </p>
      {hasNextPage ? (
        <ButtonLink variant="secondary" href={hrefOf(page + 1)} rel="next" onClick={onFollow}>
          {next}
        </ButtonLink>
      ) : (
        <button type="button" disabled className={disabled}>
          {next}
        </button>
      )}
    </nav>
  );
}
