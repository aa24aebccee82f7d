import { Trans } from '@lingui/react/macro';
import { AlertTriangle, type LucideIcon, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../cn';
import { Button } from './button';

/** A polite status line while data loads; screen readers hear it once. */
export function LoadingState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-12 text-ink-muted', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-leaf-200 border-t-leaf-700"
      />
      <span>{children}</span>
    </div>
  );
}

/** A failed query: says so plainly and offers a retry. */
export function ErrorState({
  onRetry,
  retrying = false,
  className,
  children,
}: {
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border ' +
          'border-red-200 bg-red-50 px-6 py-8 text-center',
        className,
      )}
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-red-700" />
      <div>
        <p className="font-semibold text-red-900">
          <Trans>Something went wrong</Trans>
        </p>
        <p className="mt-1 text-sm text-red-900">
          {children ?? <Trans>We could not load this. Please check your connection and try again.</Trans>}
        </p>
      </div>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden="true" className={cn('size-4', retrying && 'animate-spin')} />
        {retrying ? <Trans>Retrying...</Trans> : <Trans>Try again</Trans>}
      </Button>
    </div>
  );
}

/**
 * Nothing to show (an empty cart, no search results): an icon, an optional heading, a line of text and the way on.
 * A lone line (no heading) is set larger, as the heading would be.
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title?: ReactNode;
  children?: ReactNode;
  action: ReactNode;
}) {
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-dashed
      border-stone-300 bg-white px-6 py-14 text-center"
    >
      <Icon aria-hidden="true" className="size-12 text-stone-500" />
      {title && <h2 className="text-2xl font-bold text-leaf-900">{title}</h2>}
      {children && <p className={title ? 'text-ink-muted' : 'text-lg font-medium text-ink'}>{children}</p>}
      {action}
    </div>
  );
}
