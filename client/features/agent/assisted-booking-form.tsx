import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatCalendarDay } from '../../../shared/format-date';
import { hireOperations, type HireOperation, type HireSlot } from '../../../shared/hiring';
import { formatRupees } from '../../../shared/money';
import { addDays, kolkataDay } from '../../../shared/rental';
import { Button } from '../../components/ui/button';
import { useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage } from '../../refusals';
import { trpc } from '../../trpc';
import { operationLabels, slotLabels } from '../hire/hire-labels';

/**
 * Booking for a farmer (issue 24, items 4 and 5): the same search and prices as /hire (hiring.places, hiring.search),
 * in one short form a village agent or the shop's staff fill in while talking to the farmer. The booking itself is
 * the caller's (`onBook`): an agent's waits for the farmer's code, staff's sends the quote at once.
 */
export interface AssistedField {
  serviceId: number;
  day: string;
  slot: HireSlot;
  areaMilliAcres: number;
  lat: number;
  lon: number;
  place: string;
  landmark: string;
}

const input = 'min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base';

function Labelled({ label, children, id }: { label: ReactNode; children: ReactNode; id: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm font-medium text-stone-800">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export function ErrorLine({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {refusalMessage(i18n, error)}
    </p>
  );
}

/** Whole guntas (25 milli-acres each), as the booking takes them. */
function milliAcresOf(acres: string): number | null {
  const value = Number(acres.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  return Math.max(25, Math.round(value * 40) * 25);
}

export function AssistedBookingForm({
  onBook,
  pending,
  error,
  children,
}: {
  onBook: (field: AssistedField) => void;
  pending: boolean;
  error: unknown;
  /** Fields of the caller's own, shown first (the farmer's number). */
  children?: ReactNode;
}) {
  const { t, i18n } = useLinguiMacro();
  const locale = useUiLocale();
  const ids = { op: useId(), place: useId(), area: useId(), day: useId(), landmark: useId() };
  const tomorrow = addDays(kolkataDay(new Date()), 1);
  const [operation, setOperation] = useState<HireOperation>('paddy_harvesting');
  const [placeText, setPlaceText] = useState('');
  const [place, setPlace] = useState<{ name: string; lat: number; lon: number } | null>(null);
  const [acres, setAcres] = useState('1');
  const [day, setDay] = useState(tomorrow);
  const [landmark, setLandmark] = useState('');
  const [search, setSearch] = useState<{
    operation: HireOperation;
    lat: number;
    lon: number;
    areaMilliAcres: number;
    day: string;
  } | null>(null);
  const [choice, setChoice] = useState<{ serviceId: number; day: string; slot: HireSlot } | null>(null);

  const q = placeText.trim();
  const places = trpc.hiring.places.useQuery({ q }, { enabled: q.length >= 2 && place?.name !== placeText });
  const offers = trpc.hiring.search.useQuery(search!, { enabled: search !== null });
  const area = milliAcresOf(acres);

  function find(event: FormEvent) {
    event.preventDefault();
    if (!place || area === null) return;
    setChoice(null);
    setSearch({ operation, lat: place.lat, lon: place.lon, areaMilliAcres: area, day });
  }

  function book() {
    if (!choice || !search || !place) return;
    onBook({
      ...choice,
      areaMilliAcres: search.areaMilliAcres,
      lat: search.lat,
      lon: search.lon,
      place: place.name,
      landmark,
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={find} className="grid gap-3 sm:grid-cols-2">
        {children}
        <Labelled id={ids.op} label={<Trans>Work</Trans>}>
          <select
            id={ids.op}
            className={input}
            value={operation}
            onChange={(e) => setOperation(e.target.value as HireOperation)}
          >
            {hireOperations.map((op) => (
              <option key={op} value={op}>
                {i18n._(operationLabels[op].label)}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={ids.place} label={<Trans>PIN code or village</Trans>}>
          <input
            id={ids.place}
            className={input}
            value={placeText}
            onChange={(e) => {
              setPlaceText(e.target.value);
              setPlace(null);
            }}
            placeholder={t`e.g. 571401 or Maddur`}
          />
          {places.data && place === null && places.data.length > 0 && (
            <ul className="mt-1 flex flex-col gap-1" aria-label={t`Places found`}>
              {places.data.slice(0, 5).map((p) => (
                <li key={`${p.name}-${p.pinCode}`}>
                  <button
                    type="button"
                    className="min-h-11 w-full rounded-lg border border-stone-300 px-3 text-left text-sm"
                    onClick={() => {
                      const name = `${p.name} ${p.pinCode}`;
                      setPlace({ name, lat: p.lat, lon: p.lon });
                      setPlaceText(name);
                    }}
                  >
                    {p.name} {p.pinCode} · {locale === 'kn' ? p.districtKn : p.district}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Labelled>
        <Labelled id={ids.area} label={<Trans>Area (acres)</Trans>}>
          <input
            id={ids.area}
            className={input}
            inputMode="decimal"
            value={acres}
            onChange={(e) => setAcres(e.target.value)}
          />
        </Labelled>
        <Labelled id={ids.day} label={<Trans>Day</Trans>}>
          <input
            id={ids.day}
            className={input}
            type="date"
            min={tomorrow}
            value={day}
            onChange={(e) => setDay(e.target.value)}
          />
        </Labelled>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!place || area === null}>
            <Trans>Find machines</Trans>
          </Button>
        </div>
      </form>

      <ErrorLine error={offers.error} />
      {offers.data && offers.data.length === 0 && (
        <p className="text-sm">
          <Trans>No centre reaches this field. Try another day or place.</Trans>
        </p>
      )}
      {offers.data && offers.data.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">
            <Trans>Choose an offer</Trans>
          </legend>
          {offers.data.slice(0, 3).map((offer) =>
            offer.earliestDay === null ? null : (
              <div key={offer.serviceId} className="rounded-lg border border-stone-300 p-3 text-sm">
                <p className="font-semibold">
                  {locale === 'kn' ? offer.centre.nameKn : offer.centre.name} ·{' '}
                  {formatRupees(offer.quote.total, locale)}
                </p>
                <p>{formatCalendarDay(offer.earliestDay, locale)}</p>
                <div className="mt-1 flex flex-wrap gap-3">
                  {offer.freeSlots.map((slot) => (
                    <label key={slot} className="flex min-h-11 items-center gap-2">
                      <input
                        type="radio"
                        name="offer"
                        checked={
                          choice?.serviceId === offer.serviceId &&
                          choice.slot === slot &&
                          choice.day === offer.earliestDay
                        }
                        onChange={() => setChoice({ serviceId: offer.serviceId, day: offer.earliestDay!, slot })}
                      />
                      {i18n._(slotLabels[slot])}
                    </label>
                  ))}
                </div>
              </div>
            ),
          )}
        </fieldset>
      )}
      {choice && (
        <div className="flex flex-col gap-3">
          <Labelled id={ids.landmark} label={<Trans>How the crew finds the field</Trans>}>
            <input
              id={ids.landmark}
              className={input}
              value={landmark}
              onChange={(e) => setLandmark(e.target.value)}
              placeholder={t`e.g. behind the temple, second field`}
            />
          </Labelled>
          <ErrorLine error={error} />
          <div>
            <Button onClick={book} disabled={pending || landmark.trim() === ''}>
              <Trans>Book for the farmer</Trans>
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
