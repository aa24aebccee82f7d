import { Trans } from '@lingui/react/macro';
import { ArrowRight, Tractor } from 'lucide-react';
import { Link } from 'wouter';
import { formatRupees } from '../../../shared/money';
import { cn } from '../../components/cn';
import { useUiLocale } from '../../components/use-ui-locale';
import { trpc } from '../../trpc';

/**
 * "Or hire it with a driver from ₹X an acre near you": for a machine a hiring centre brings with its driver, the
 * lowest rate asked now (hiring.forProduct), leading to /hire, on the work itself when there is one kind. Nothing
 * for a machine no centre brings. The server renders it with the page (client/public-pages.ts).
 */
export function HireLine({ productId }: { productId: number }) {
  const locale = useUiLocale();
  const offer = trpc.hiring.forProduct.useQuery({ id: productId }, { staleTime: 5 * 60_000 }).data;
  if (!offer) return null;
  const acre = offer.perAcre === null ? null : formatRupees(offer.perAcre, locale);
  const hour = offer.perHour === null ? null : formatRupees(offer.perHour, locale);
  let text;
  if (acre && hour)
    text = (
      <Trans>
        Or hire it with a driver from {acre} an acre or {hour} an hour near you
      </Trans>
    );
  else if (acre) text = <Trans>Or hire it with a driver from {acre} an acre near you</Trans>;
  else if (hour) text = <Trans>Or hire it with a driver from {hour} an hour near you</Trans>;
  else return null;
  return (
    <Link
      href={offer.operation ? `/hire?op=${offer.operation}` : '/hire'}
      className={cn(
        'group flex items-center gap-3 rounded-2xl border border-leaf-200 bg-leaf-50 p-4',
        'font-semibold text-leaf-900 hover:border-leaf-600',
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-leaf-800"
      >
        <Tractor className="size-6" />
      </span>
      <span className="flex-1 underline-offset-4 group-hover:underline">{text}</span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
    </Link>
  );
}
