import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import type { ChatOffer, ChatOffers } from '../../../shared/chat';
import { formatDayMonth } from '../../../shared/format-date';
import { formatRupees, type UiLocale } from '../../../shared/money';
import { ButtonLink } from '../../components/ui/button';
import { localized, useUiLocale } from '../../components/use-ui-locale';

/** '3 acres', '1 acre', '20 guntas' (a part acre is said in guntas, as farmers measure it). */
export function useAreaText(): (milliAcres: number) => string {
  const { t } = useLingui();
  return (milliAcres) => {
    if (milliAcres < 1000 && milliAcres % 1000 !== 0) {
      const guntas = Math.round(milliAcres / 25);
      return t`${guntas} guntas`;
    }
    const acres = milliAcres / 1000;
    return acres === 1 ? t`1 acre` : t`${acres} acres`;
  };
}

function OfferCard({
  offer,
  locale,
  onNavigate,
}: {
  offer: ChatOffer;
  locale: UiLocale;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const areaText = useAreaText();
  const centre = localized(locale, offer.centreName, offer.centreNameKn);
  const machine = localized(locale, offer.machineName, offer.machineNameKn);
  const area = areaText(offer.areaMilliAcres);
  const price = formatRupees(offer.total, locale);
  const advance = formatRupees(offer.advance, locale);
  const km = offer.distanceKm;
  const day = offer.earliestDay ? formatDayMonth(offer.earliestDay, locale) : null;
  return (
    <li className="min-w-0 rounded-xl bg-white p-3 text-sm ring-1 ring-stone-200">
      <p className="font-semibold break-words text-ink">{centre}</p>
      <p className="mt-0.5 flex items-start gap-1 break-words text-ink-muted">
        <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span className="min-w-0">
          {km < 1 ? (
            <Trans>Under 1 km away · {machine}</Trans>
          ) : (
            <Trans>
              {km} km away · {machine}
            </Trans>
          )}
          {offer.operatorIncluded && (
            <>
              {' · '}
              <Trans>with operator</Trans>
            </>
          )}
        </span>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        <dt className="text-ink-muted">
          <Trans>Price for {area}</Trans>
        </dt>
        <dd className="text-right font-semibold text-ink">{price}</dd>
        <dt className="text-ink-muted">
          <Trans>Advance to book</Trans>
        </dt>
        <dd className="text-right text-ink">{advance}</dd>
        <dt className="text-ink-muted">
          <Trans>Earliest free day</Trans>
        </dt>
        <dd className="text-right text-ink">{day ?? t`None in the next 30 days`}</dd>
      </dl>
      <ButtonLink
        href={offer.bookPath}
        onClick={onNavigate}
        aria-label={t`Book ${centre} for ${price}`}
        className="mt-2 w-full"
      >
        <Trans>Book</Trans>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
      </ButtonLink>
    </li>
  );
}

/**
 * The hiring offers of an answer as cards: centre, distance, price for the farmer's area, advance, earliest free
 * day and a Book button that opens /hire with everything filled in. Not part of the text read aloud.
 */
export function OfferCards({ offers, onNavigate }: { offers: ChatOffers; onNavigate?: (() => void) | undefined }) {
  const { t } = useLingui();
  const locale = useUiLocale();
  return (
    <div className="mt-2 flex min-w-0 flex-col gap-2">
      {offers.offers.length > 0 && (
        <ul aria-label={t`Centres that can do this work`} className="flex min-w-0 flex-col gap-2">
          {offers.offers.map((offer) => (
            <OfferCard key={offer.serviceId} offer={offer} locale={locale} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      <Link
        href={offers.searchPath}
        onClick={onNavigate}
        className="inline-flex min-h-9 items-center gap-1.5 self-start text-sm font-semibold text-leaf-800 underline
          underline-offset-2 hover:text-leaf-900"
      >
        <Trans>See every centre on the hire page</Trans>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
      </Link>
    </div>
  );
}
