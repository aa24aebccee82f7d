import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** Previous / Next paging; `pageCount` is undefined when the server only knows there is more. */
export function Pagination({
  page,
  pageCount,
  hasNextPage,
  onPageChange,
}: {
  page: number;
  pageCount: number | undefined;
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  if (page <= 1 && !hasNextPage) return null;
  return (
    <nav aria-label={t`Pagination`} className="mt-10 flex items-center justify-center gap-3 sm:gap-6">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm font-medium text-ink">
        {pageCount === undefined ? (
          <Trans>Page {page}</Trans>
        ) : (
          <Trans>
            Page {page} of {pageCount}
          </Trans>
        )}
      </p>
      <Button variant="secondary" disabled={!hasNextPage} onClick={() => onPageChange(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
