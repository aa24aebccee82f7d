import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, PackageOpen } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { formatKolkataDate } from '../../../shared/format-date';
import { cartLineKey } from '../../../shared/cart';
import { formatRupees } from '../../../shared/money';
import { shortOrderId } from '../../../shared/order-id';
import { ProductImage } from '../../components/product-image';
import { cn } from '../../components/cn';
import { Button, ButtonLink } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { HireJobs } from '../hire/hire-jobs';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { type RouterOutputs, trpc } from '../../trpc';
import { useFormatDay } from '../cart/format-day';
import { OrderLife } from './order-life';
import { RefundLine } from './refund-line';

type Order = RouterOutputs['orders']['list']['orders'][number];
type OrderItem = Order['items'][number];

const PAGE_SIZE = 20;

function useFormatDate(): (instant: Date) => string {
  const locale = useUiLocale();
  return useMemo(() => (instant: Date) => formatKolkataDate(instant, locale, 'long'), [locale]);
}

function StatusBadge({ status }: { status: Order['status'] }) {
  const paid = status === 'paid';
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        paid ? 'bg-leaf-100 text-leaf-900' : 'bg-stone-200 text-stone-800',
      )}
    >
      {paid ? (
        <Trans>Paid</Trans>
      ) : status === 'refunded' ? (
        <Trans>Refunded</Trans>
      ) : status === 'cancelled' ? (
        <Trans>Cancelled</Trans>
      ) : (
        status
      )}
    </span>
  );
}

function ItemRow({ item }: { item: OrderItem }) {
  const locale = useUiLocale();
  const formatDay = useFormatDay();
  const name = localized(locale, item.name, item.nameKn);
  const quantity = item.quantity;
  const pickUp = item.start ? formatDay(item.start) : '';
  const returnDay = item.end ? formatDay(item.end) : '';
  return (
    <li className="flex gap-3 py-3">
      <Link href={`/products/${item.productId}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage src={item.imageUrl} alt="" className="size-16 rounded-lg" />
      </Link>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-ink">
          <Link href={`/products/${item.productId}`} className="hover:text-leaf-800 hover:underline">
            {name}
          </Link>
        </p>
        <p className="text-ink-muted">
          {item.rental ? <Trans>Rental</Trans> : <Trans>Purchase</Trans>} × {quantity}
        </p>
        {item.rental && item.start && item.end && item.rentalDays !== null && (
          <p className="mt-0.5 flex items-start gap-1.5 text-ink">
            {/* The icon and the dates as two flex items: the text wraps beside the icon, never under it. */}
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-soil-700" />
            <span>
              <Trans>
                {pickUp} to {returnDay}
              </Trans>{' '}
              (<Plural value={item.rentalDays} one="# day" other="# days" />)
            </span>
          </p>
        )}
      </div>
      <p className="shrink-0 text-sm font-semibold text-ink">{formatRupees(item.lineTotal, locale)}</p>
    </li>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  const formatDate = useFormatDate();
  const id = shortOrderId(order.id);
  const subtotal = formatRupees(order.subtotal, locale);
  const tax = formatRupees(order.tax, locale);
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <article aria-label={t`Order ${id}`}>
        <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 border-b border-stone-200 pb-3">
          <div>
            <h2 className="text-lg font-bold text-leaf-900">
              <Trans>Order #{id}</Trans>
            </h2>
            <p className="text-sm text-ink-muted">
              <time dateTime={order.createdAt.toISOString()}>{formatDate(order.paidAt ?? order.createdAt)}</time>
            </p>
            <p className="mt-0.5 text-xs break-all text-stone-500">{order.id}</p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <StatusBadge status={order.status} />
            <p className="text-lg font-bold text-leaf-800">
              <span className="sr-only">
                <Trans>Total:</Trans>{' '}
              </span>
              {formatRupees(order.total, locale)}
            </p>
          </div>
        </header>
        <ul className="divide-y divide-stone-100" aria-label={t`Items of order ${id}`}>
          {order.items.map((item) => (
            <ItemRow key={cartLineKey(item)} item={item} />
          ))}
        </ul>
        <p className="border-t border-stone-200 pt-3 text-right text-xs text-ink-muted">
          <Trans>
            Subtotal {subtotal} · Tax (18%) {tax} · Shipping Free
          </Trans>
        </p>
        <OrderLife order={order} />
      </article>
    </li>
  );
}

/** /orders: the signed-in farmer's paid orders, newest first. */
export function OrdersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`My Orders`);
  const query = trpc.orders.list.useInfiniteQuery(
    { limit: PAGE_SIZE },
    { getNextPageParam: (last) => last.nextCursor ?? undefined, staleTime: 0 },
  );
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];
  // Hire jobs are shown above the shop's orders: with some there, "no orders" would be false.
  const hireJobs = trpc.hiring.myJobs.useQuery();
  const hasHireJobs = (hireJobs.data?.jobs.length ?? 0) > 0;
  const hireRefunds = query.data?.pages[0]?.hireRefunds ?? [];

  let content;
  if (query.isPending) {
    content = (
      <LoadingState>
        <Trans>Loading...</Trans>
      </LoadingState>
    );
  } else if (query.isError) {
    content = <ErrorState onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  } else if (orders.length === 0 && (hasHireJobs || hireJobs.isPending)) {
    content = hasHireJobs ? (
      <section aria-labelledby="shop-orders" className="flex flex-col items-start gap-3">
        <h2 id="shop-orders" className="text-2xl font-bold">
          <Trans>Shop orders</Trans>
        </h2>
        <p className="text-stone-700">
          <Trans>You have not bought or rented anything from the shop yet.</Trans>
        </p>
        <ButtonLink href="/products" variant="secondary">
          <Trans>Browse Products</Trans>
        </ButtonLink>
      </section>
    ) : null;
  } else if (orders.length === 0) {
    content = (
      <div
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-dashed
        border-stone-300 bg-white px-6 py-14 text-center"
      >
        <PackageOpen aria-hidden="true" className="size-12 text-stone-500" />
        <p className="text-xl font-bold text-leaf-900">
          <Trans>No orders found</Trans>
        </p>
        <ButtonLink href="/products">
          <Trans>Browse Products</Trans>
        </ButtonLink>
      </div>
    );
  } else {
    content = (
      <>
        <ul className="flex flex-col gap-4" aria-label={t`Your orders`}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
        {query.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show older orders</Trans>}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">
        <Trans>My Orders</Trans>
      </h1>
      <HireJobs />
      {hireRefunds.length > 0 && (
        <section
          className="mb-6 rounded-2xl border border-stone-200 bg-white p-4 text-sm"
          aria-labelledby="hire-refunds"
        >
          <h2 id="hire-refunds" className="mb-2 text-lg font-bold text-leaf-900">
            <Trans>Hire advances given back</Trans>
          </h2>
          <ul className="space-y-1">
            {hireRefunds.map((refund, i) => (
              <li key={i}>
                <RefundLine refund={refund} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {content}
    </div>
  );
}
