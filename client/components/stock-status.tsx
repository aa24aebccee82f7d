import { Trans } from '@lingui/react/macro';
import { cn } from './cn';

/** 'In Stock' / 'Out of Stock', with the number available in the detailed form. */
export function StockStatus({
  stockQuantity,
  detailed = false,
  className,
}: {
  stockQuantity: number;
  detailed?: boolean;
  className?: string;
}) {
  const inStock = stockQuantity > 0;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        inStock ? 'bg-leaf-100 text-leaf-900' : 'bg-stone-200 text-stone-800',
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', inStock ? 'bg-leaf-600' : 'bg-stone-500')} />
      {inStock ? (
        detailed ? (
          <Trans>In Stock ({stockQuantity} available)</Trans>
        ) : (
          <Trans>In Stock</Trans>
        )
      ) : (
        <Trans>Out of Stock</Trans>
      )}
    </span>
  );
}
