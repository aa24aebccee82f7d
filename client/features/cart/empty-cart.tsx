import { Trans } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/query-states';

/** Nothing in the cart (the cart page, and checkout reached with an empty cart): the way to the products. */
export function EmptyCart({ children }: { children?: ReactNode }) {
  return (
    <EmptyState
      icon={ShoppingCart}
      title={<Trans>Your Cart is Empty</Trans>}
      action={
        <ButtonLink href="/products" size="lg">
          <Trans>Browse Products</Trans>
        </ButtonLink>
      }
    >
      {children}
    </EmptyState>
  );
}
