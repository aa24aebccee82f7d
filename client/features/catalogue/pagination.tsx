import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';

export function Pagination({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t`Pagination`} className="mt-10 flex items-center justify-center gap-3 sm:gap-6">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm font-medium text-ink">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
