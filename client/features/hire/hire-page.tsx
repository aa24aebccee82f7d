import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CalendarDays, LocateFixed, MapPin, Phone, Star, Store } from 'lucide-react';
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BOOKING_HORIZON_DAYS, hireOperations, hireSlots, SEARCH_DAYS, type HireSlot } from '../../../shared/hiring';
import type { HireSearchInput } from '../../../shared/schemas/hiring';
import { formatRupees } from '../../../shared/money';
import { addDays, kolkataDay } from '../../../shared/rental';
import { cn } from '../../components/cn';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { useAdoptEarlyInput } from '../../components/use-adopt-early-input';
import { useDocumentTitle } from '../../components/use-document-title';
import { localized, useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage, refusalOf } from '../../refusals';
import { trpc } from '../../trpc';
import { loginPathFor } from '../auth/safe-next';
import { greetingNumber, useSession } from '../auth/use-session';
import { HirePay, type HirePayment } from './hire-pay';
import { placeLabelIn } from '../../../shared/place-names';
import { areaText, bookButtonText, freeDayText, operationLabels, perUnitText, slotLabels } from './hire-labels';
import { hireAreaMilliAcres, hireSearchOf, readHireState, writeHireState, type HireState } from './hire-state';

/** /hire: a machine with its operator, at the farmer's own field; every choice lives in the address (hire-state.ts). */
export function HirePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Hire a machine with operator`);
  const today = kolkataDay(new Date());
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = readHireState(search, today);
  const update = (changes: Partial<HireState>) =>
    navigate(`${path}?${writeHireState({ ...state, ...changes })}`, { replace: true });
  const area = hireAreaMilliAcres(state);
  const query = hireSearchOf(state);
  // Size and date typed before the page's code started: on screen, so they are the search (the place: FieldPlace).
  const page = useRef<HTMLDivElement>(null);
  useAdoptEarlyInput(page, { area: state.area, unit: state.unit, day: state.day }, (changes) => {
    const early: Partial<HireState> = { service: null, slot: null };
    if (changes.area !== undefined) early.area = cleanArea(changes.area);
    if (changes.unit !== undefined) early.unit = unitOf(changes.unit);
    if (changes.day) early.day = changes.day;
    update(early);
  });

  return (
    <div ref={page} className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ink">
          <Trans>Hire a machine with its operator</Trans>
        </h1>
        <p className="text-stone-700">
          <Trans>
            A crew comes to your field. You see the full price before you book, and pay only for the acres or hours
            worked.
          </Trans>
        </p>
      </header>

      <section aria-labelledby="hire-what" className="flex flex-col gap-3">
        <h2 id="hire-what" className="text-lg font-semibold">
          <Trans>1. What work?</Trans>
        </h2>
        {/* Each tile is a link to this page with its work chosen, so a tap before the page's code has started loads
            that address (rendered on the server with the tile chosen); once the code runs, it replaces the address. */}
        <div role="radiogroup" aria-labelledby="hire-what" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {hireOperations.map((op) => {
            const { label, icon: Icon } = operationLabels[op];
            const checked = state.op === op;
            const chosen = { op, service: null, slot: null };
            return (
              <Link
                key={op}
                href={`${path}?${writeHireState({ ...state, ...chosen })}`}
                replace
                role="radio"
                aria-checked={checked}
                onKeyDown={(event) => {
                  // A radio is chosen with the space bar too; a link only follows Enter.
                  if (event.key !== ' ') return;
                  event.preventDefault();
                  update(chosen);
                }}
                className={cn(
                  'flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border-2 p-3',
                  'text-center text-sm font-semibold',
                  checked
                    ? 'border-leaf-700 bg-leaf-50 text-leaf-900'
                    : 'border-stone-300 bg-white text-ink hover:border-leaf-600',
                )}
              >
                <Icon aria-hidden="true" className="size-9" />
                {t(label)}
              </Link>
            );
          })}
        </div>
      </section>

      <FieldPlace state={state} update={update} />

      <section aria-labelledby="hire-size" className="grid gap-4 sm:grid-cols-2">
        <h2 id="hire-size" className="text-lg font-semibold sm:col-span-2">
          <Trans>3. How big, and when?</Trans>
        </h2>
        <AreaInput state={state} update={update} area={area} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="hire-day" className="text-sm font-semibold">
            <Trans>Date</Trans>
          </label>
          <input
            id="hire-day"
            name="day"
            type="date"
            min={addDays(today, 1)}
            max={addDays(addDays(today, 1), BOOKING_HORIZON_DAYS)}
            value={state.day}
            onChange={(e) => e.target.value && update({ day: e.target.value, asked: null, service: null, slot: null })}
            className="min-h-12 rounded-xl border border-stone-300 bg-white px-4 text-base"
          />
        </div>
      </section>

      {query ? (
        <Results state={state} query={query} update={update} />
      ) : (
        <p className="rounded-xl bg-stone-100 px-4 py-3 text-stone-700">
          <Trans>Choose the work, your field and its size to see the centres that come to you.</Trans>
        </p>
      )}
    </div>
  );
}

function FieldPlace({ state, update }: { state: HireState; update: (c: Partial<HireState>) => void }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const inputId = useId();
  const [text, setText] = useState(() => placeLabelIn(locale, state.place));
  const [query, setQuery] = useState('');
  const section = useRef<HTMLElement>(null);
  useAdoptEarlyInput(section, { place: text }, (changes) => changes.place !== undefined && setText(changes.place));
  const [geoError, setGeoError] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const chosen = state.lat !== null && text === state.place;
  const places = trpc.hiring.places.useQuery({ q: query }, { enabled: query.length >= 2 && !chosen });

  function useMyLocation() {
    setGeoError(null);
    if (!navigator.geolocation) {
      setGeoError(t`This phone cannot share its location. Type your PIN code or village instead.`);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const place = t`My location`;
        setText(place);
        update({
          place,
          lat: Math.round(position.coords.latitude * 1e5) / 1e5,
          lon: Math.round(position.coords.longitude * 1e5) / 1e5,
          service: null,
          slot: null,
        });
      },
      () => setGeoError(t`Location was not shared. Type your PIN code or village instead.`),
      { timeout: 10_000 },
    );
  }

  return (
    <section ref={section} aria-labelledby="hire-where" className="flex flex-col gap-3">
      <h2 id="hire-where" className="text-lg font-semibold">
        <Trans>2. Where is the field?</Trans>
      </h2>
      <label htmlFor={inputId} className="text-sm font-semibold">
        <Trans>PIN code or village</Trans>
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="place"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`e.g. 571401 or Maddur`}
          autoComplete="postal-code"
          className="min-h-12 flex-1 rounded-xl border border-stone-300 bg-white px-4 text-base"
        />
        <Button variant="secondary" onClick={useMyLocation}>
          <LocateFixed aria-hidden="true" className="size-4" />
          <Trans>Use my location</Trans>
        </Button>
      </div>
      {geoError && (
        <p role="alert" className="text-sm text-red-800">
          {geoError}
        </p>
      )}
      {!chosen && places.data && (
        <ul aria-label={t`Places found`} className="flex flex-col gap-1">
          {places.data.length === 0 && (
            <li className="text-sm text-stone-700">
              <Trans>No place in Karnataka by that name or PIN code.</Trans>
            </li>
          )}
          {places.data.map((p) => {
            // Kept in the address in English (the gazetteer's names); shown in the page's language.
            const label = `${p.name}, ${p.district} ${p.pinCode}`;
            return (
              <li key={`${p.name}-${p.pinCode}`}>
                <button
                  type="button"
                  onClick={() => {
                    setText(placeLabelIn(locale, label));
                    update({ place: label, lat: p.lat, lon: p.lon, service: null, slot: null });
                  }}
                  className="flex min-h-11 w-full items-center gap-2 rounded-xl border border-stone-200 bg-white px-3
                    text-left hover:border-leaf-600"
                >
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  {placeLabelIn(locale, label)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {state.lat !== null && (
        <p className="text-sm text-leaf-900">
          <Trans>Field: {placeLabelIn(locale, state.place)}</Trans>
        </p>
      )}
    </section>
  );
}

/** An area as typed: digits and a decimal point or comma only. */
const cleanArea = (typed: string) => typed.replace(/[^\d.,]/g, '');
const unitOf = (chosen: string): HireState['unit'] => (chosen === 'gunta' ? 'gunta' : 'acre');

function AreaInput({
  state,
  update,
  area,
}: {
  state: HireState;
  update: (c: Partial<HireState>) => void;
  area: number | null;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="hire-area" className="text-sm font-semibold">
        <Trans>Area</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id="hire-area"
          name="area"
          inputMode="decimal"
          value={state.area}
          onChange={(e) => update({ area: cleanArea(e.target.value), service: null, slot: null })}
          className="min-h-12 w-28 rounded-xl border border-stone-300 bg-white px-4 text-base"
          aria-describedby="hire-area-both"
        />
        <select
          aria-label={t`Unit`}
          name="unit"
          value={state.unit}
          onChange={(e) => update({ unit: unitOf(e.target.value), service: null, slot: null })}
          className="min-h-12 rounded-xl border border-stone-300 bg-white px-3 text-base"
        >
          <option value="acre">{t`acres`}</option>
          <option value="gunta">{t`guntas`}</option>
        </select>
      </div>
      <p id="hire-area-both" className="text-sm text-stone-700">
        {area !== null ? areaText(i18n, area) : <Trans>40 guntas make one acre.</Trans>}
      </p>
    </div>
  );
}

function Stars({ average, count }: { average: number | null; count: number }) {
  const { t } = useLingui();
  if (average === null) return <span className="text-sm text-stone-600">{t`No ratings yet`}</span>;
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span>{t`${average} out of 5 (${count} ratings)`}</span>
    </span>
  );
}

/** Who lists the offer: the shop's own centre, or an owner of machines checked and approved by the shop. */
function ListedBy({ mark }: { mark: { listedBy: 'shop' | 'provider'; verified: boolean } }) {
  const { t } = useLingui();
  if (mark.listedBy === 'shop') {
    return (
      <span className="inline-flex items-center gap-1 text-sm">
        <Store aria-hidden="true" className="size-4" />
        {t`The shop’s own centre`}
      </span>
    );
  }
  if (!mark.verified) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded bg-leaf-50 px-1.5 text-sm font-semibold text-leaf-900">
      <BadgeCheck aria-hidden="true" className="size-4" />
      {t`Verified owner`}
    </span>
  );
}

function Results({
  state,
  query,
  update,
}: {
  state: HireState;
  query: HireSearchInput;
  update: (c: Partial<HireState>) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const results = trpc.hiring.search.useQuery(query);
  const area = query.areaMilliAcres;
  if (results.isPending) {
    return (
      <LoadingState>
        <Trans>Finding centres...</Trans>
      </LoadingState>
    );
  }
  if (results.isError) return <ErrorState onRetry={() => void results.refetch()} />;
  if (results.data.length === 0) {
    return (
      <p className="rounded-xl bg-stone-100 px-4 py-3">
        <Trans>No centre offering this reaches your field yet.</Trans>
      </p>
    );
  }
  return (
    <section aria-labelledby="hire-results" className="flex flex-col gap-4">
      <h2 id="hire-results" className="text-lg font-semibold">
        <Trans>Centres that come to your field</Trans>
      </h2>
      <ol className="flex flex-col gap-4">
        {results.data.map((offer) => {
          const chosen = state.service === offer.serviceId;
          const day = offer.earliestDay;
          return (
            <li
              key={offer.serviceId}
              className={cn(
                'rounded-2xl border bg-white p-4 shadow-sm',
                chosen ? 'border-leaf-700' : 'border-stone-200',
              )}
            >
              <article
                aria-label={localized(locale, offer.centre.name, offer.centre.nameKn)}
                className="flex flex-col gap-2"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-lg font-semibold">{localized(locale, offer.centre.name, offer.centre.nameKn)}</h3>
                  <p className="text-2xl font-bold text-leaf-900" data-testid="hire-price">
                    {formatRupees(offer.quote.total, locale)}
                  </p>
                </div>
                <p className="text-sm text-stone-700">
                  {localized(locale, offer.machineName, offer.machineNameKn)} · {t`${offer.distanceKm} km away`} ·{' '}
                  {localized(locale, offer.centre.district, offer.centre.districtKn)}
                </p>
                <p className="text-sm">
                  {t`${formatRupees(offer.rate, locale)} ${perUnitText(i18n, offer.unit)}`}
                  {offer.quote.travel > 0 && ` · ${t`travel ${formatRupees(offer.quote.travel, locale)}`}`}
                  {offer.quote.minimumApplied && ` · ${t`minimum charge`}`}
                </p>
                <p className="font-semibold">
                  <Trans>Advance now: {formatRupees(offer.quote.advance, locale)}</Trans>
                </p>
                <div className="flex flex-wrap items-center gap-3">
                  <Stars average={offer.rating.average} count={offer.rating.count} />
                  <ListedBy mark={offer.mark} />
                  <span className="inline-flex items-center gap-1 text-sm">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    {freeDayText(i18n, state.asked ?? state.day, day)}
                  </span>
                </div>
                {!chosen && day !== null && (
                  <Button
                    className="self-start"
                    onClick={() =>
                      update({
                        service: offer.serviceId,
                        slot: offer.freeSlots[0] ?? null,
                        day,
                        asked: day === state.day ? state.asked : state.day,
                      })
                    }
                  >
                    {bookButtonText(i18n, state.day, day)}
                  </Button>
                )}
                {chosen && (
                  <BookPanel
                    state={state}
                    area={area}
                    freeSlots={offer.freeSlots}
                    advance={offer.quote.advance}
                    update={update}
                  />
                )}
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function BookPanel({
  state,
  area,
  freeSlots,
  advance,
  update,
}: {
  state: HireState;
  area: number;
  freeSlots: HireSlot[];
  advance: number;
  update: (c: Partial<HireState>) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const session = useSession();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const book = trpc.hiring.book.useMutation();
  const join = trpc.hiring.joinWaitlist.useMutation();
  const [landmark, setLandmark] = useState('');
  // An account by mobile number books for that number unless the farmer types another.
  const own = session.status === 'signed-in' ? session.user.phone : null;
  const [phone, setPhone] = useState(own ? greetingNumber(own) : '');
  const [error, setError] = useState<string | null>(null);
  const [payment, setPayment] = useState<{ jobId: string; amount: number; payment: HirePayment } | null>(null);
  const [waiting, setWaiting] = useState<number | null>(null);
  const [dayFull, setDayFull] = useState(false);

  if (session.status !== 'signed-in') {
    return (
      <div className="flex flex-col gap-2 rounded-xl bg-leaf-50 p-3">
        <p>
          <Trans>Log in or sign up to book. Your choice stays as it is.</Trans>
        </p>
        <Button className="self-start" onClick={() => navigate(loginPathFor(`${path}?${search}`, { tab: 'phone' }))}>
          <Trans>Log in or sign up to book</Trans>
        </Button>
      </div>
    );
  }

  if (payment) {
    return (
      <div className="flex flex-col gap-3">
        <h4 className="font-semibold">
          <Trans>Pay the advance: {formatRupees(payment.amount, locale)}</Trans>
        </h4>
        <HirePay
          jobId={payment.jobId}
          amount={payment.amount}
          payment={payment.payment}
          onPaid={() => navigate('/orders')}
        />
      </div>
    );
  }

  const input = {
    serviceId: state.service!,
    day: state.day,
    slot: state.slot ?? 'morning',
    areaMilliAcres: area,
    lat: state.lat!,
    lon: state.lon!,
    place: state.place,
    landmark,
    phone,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const started = await book.mutateAsync(input);
      if (started.payment === null) navigate('/orders');
      else setPayment({ jobId: started.jobId, amount: started.amount, payment: started.payment as HirePayment });
    } catch (e) {
      if (refusalOf(e)?.reason === 'HIRE_DAY_FULL') setDayFull(true);
      setError(refusalMessage(i18n, e));
    }
  }

  async function joinWaitlist() {
    try {
      setWaiting((await join.mutateAsync(input)).position);
    } catch (e) {
      setError(refusalMessage(i18n, e));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 rounded-xl bg-leaf-50 p-3" noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">
          <Trans>Slot on {state.day}</Trans>
        </legend>
        {hireSlots.map((slot) => (
          <label key={slot} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="slot"
              value={slot}
              checked={(state.slot ?? 'morning') === slot}
              disabled={!freeSlots.includes(slot)}
              onChange={() => update({ slot })}
            />
            {t(slotLabels[slot])}
          </label>
        ))}
      </fieldset>
      <BookingField
        id="hire-landmark"
        label={<Trans>Landmark near the field</Trans>}
        value={landmark}
        set={setLandmark}
      />
      <BookingField
        id="hire-phone"
        label={<Trans>Your mobile number (for SMS)</Trans>}
        value={phone}
        set={setPhone}
        input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel' }}
      />
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {waiting !== null && (
        <p role="status" className="text-sm text-leaf-900">
          <Trans>You are number {waiting} on the waiting list. We will send an SMS if a crew comes free.</Trans>
        </p>
      )}
      <Button type="submit" size="lg" disabled={book.isPending} aria-busy={book.isPending || undefined}>
        <Phone aria-hidden="true" className="size-4" />
        <Trans>Book and pay advance {formatRupees(advance, locale)}</Trans>
      </Button>
      {dayFull && waiting === null && (
        <Button variant="secondary" onClick={() => void joinWaitlist()}>
          <Trans>Join the waiting list</Trans>
        </Button>
      )}
      <p className="text-xs text-stone-700">
        <Trans>Free cancellation up to 24 hours before the slot; later, the advance is kept.</Trans>{' '}
        <Link href="/orders" className="underline">
          <Trans>My orders</Trans>
        </Link>
      </p>
    </form>
  );
}

/** A required text field of the booking panel: its label above, a large input. */
function BookingField({
  id,
  label,
  value,
  set,
  input,
}: {
  id: string;
  label: ReactNode;
  value: string;
  set: (value: string) => void;
  input?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(e) => set(e.target.value)}
        required
        className="min-h-12 rounded-xl border border-stone-300 bg-white px-4 text-base"
      />
    </div>
  );
}
