import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, Clock, FlaskConical, Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { UPI_PIN_PATTERN } from '../../../shared/schemas/test-upi';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage, refusalReasonOf } from '../../refusals';
import { type RouterOutputs, trpc } from '../../trpc';
import { clockTime, upiDeclineSentence } from './upi-texts';

type AppView = RouterOutputs['payments']['testUpi']['app'];

/** The payment's secret, from the address's fragment (never sent to the server with the page). */
function useSecretOfAddress(): string | null {
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setSecret(decodeURIComponent(window.location.hash.slice(1)) || '');
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return secret;
}

/** The simulated app's reminder that it moves no money. */
function NoRealMoneyBadge() {
  return (
    <span className="flex items-center gap-1 rounded-full bg-white/15 px-2 py-0.5 text-xs">
      <FlaskConical aria-hidden="true" className="size-3" />
      <Trans>No real money</Trans>
    </span>
  );
}

const OUTCOME_TONES = {
  paid: {
    role: 'status',
    icon: <CircleCheck aria-hidden="true" className="size-14 text-leaf-700" />,
    title: 'text-xl font-bold text-leaf-900',
  },
  ended: {
    role: 'alert',
    icon: <Clock aria-hidden="true" className="size-12 text-ink-muted" />,
    title: 'text-lg font-bold',
  },
  declined: {
    role: 'alert',
    icon: <CircleX aria-hidden="true" className="size-12 text-red-700" />,
    title: 'text-lg font-bold text-red-900',
  },
} as const;

/** How a payment request ended: a big icon, a bold line, then what it means and what to do. */
function OutcomeCard({
  tone,
  title,
  children,
}: {
  tone: keyof typeof OUTCOME_TONES;
  title: ReactNode;
  children: ReactNode;
}) {
  const { role, icon, title: titleClass } = OUTCOME_TONES[tone];
  return (
    <div role={role} className="flex flex-col items-center gap-2 py-4 text-center">
      {icon}
      <p className={titleClass}>{title}</p>
      {children}
    </div>
  );
}

function Outcome({ view }: { view: AppView }) {
  const { i18n } = useLingui();
  const locale = useUiLocale();
  const price = formatRupees(view.amount, locale);
  const { payeeName: payee, upiReference: reference, declineCode: code } = view;
  if (view.state === 'paid') {
    return (
      <OutcomeCard tone="paid" title={<Trans>Payment successful</Trans>}>
        <p>
          <Trans>
            {price} paid to {payee}
          </Trans>
        </p>
        {reference && (
          <p className="text-sm text-ink-muted">
            <Trans>UPI reference number: {reference}</Trans>
          </p>
        )}
        <p className="text-sm">
          <Trans>You can close this app and go back to the shop.</Trans>
        </p>
      </OutcomeCard>
    );
  }
  if (view.state === 'expired' || view.state === 'canceled') {
    const title =
      view.state === 'expired' ? (
        <Trans>This payment request has expired</Trans>
      ) : (
        <Trans>This payment request was cancelled</Trans>
      );
    return (
      <OutcomeCard tone="ended" title={title}>
        <p className="text-sm">
          <Trans>No money was taken. To pay, go back to the shop and try again.</Trans>
        </p>
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard tone="declined" title={<Trans>Payment declined</Trans>}>
      <p className="text-sm">{upiDeclineSentence(i18n, view.declineCode)}</p>
      {code && (
        <p className="text-xs text-ink-muted">
          <Trans>UPI error code: {code}</Trans>
        </p>
      )}
      <p className="text-sm">
        <Trans>To pay, go back to the shop and try again.</Trans>
      </p>
    </OutcomeCard>
  );
}

function PinForm({ view, clientSecret }: { view: AppView; clientSecret: string }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const utils = trpc.useUtils();
  const approve = trpc.payments.testUpi.approve.useMutation();
  const decline = trpc.payments.testUpi.decline.useMutation();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const busy = approve.isPending || decline.isPending;
  const price = formatRupees(view.amount, locale);
  const expiry = view.requestExpiresAt ? clockTime(locale, view.requestExpiresAt) : null;

  async function answer(send: () => Promise<AppView>) {
    setFailure(null);
    try {
      utils.payments.testUpi.app.setData({ clientSecret }, await send());
    } catch (error) {
      setFailure(refusalReasonOf(error) ? refusalMessage(i18n, error) : t`The UPI app could not reach the bank.`);
    }
  }

  function pay(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!UPI_PIN_PATTERN.test(pin)) {
      setPinError(t`Enter your 4 or 6 digit UPI PIN`);
      pinRef.current?.focus();
      return;
    }
    setPinError(null);
    void answer(() => approve.mutateAsync({ clientSecret, pin }));
  }

  return (
    <form onSubmit={pay} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="upi-pin" className="text-sm font-semibold">
          <Trans>Enter your UPI PIN</Trans>
        </label>
        <input
          ref={pinRef}
          id="upi-pin"
          name="upi-pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={pinError ? true : undefined}
          aria-describedby={pinError ? 'upi-pin-error upi-pin-hint' : 'upi-pin-hint'}
          className="min-h-12 rounded-lg border border-stone-300 px-4 text-center text-2xl tracking-[0.5em]"
        />
        {pinError && (
          <p id="upi-pin-error" className="text-sm text-red-800">
            {pinError}
          </p>
        )}
        <p id="upi-pin-hint" className="text-xs text-ink-muted">
          <Trans>Test PINs: any 4 or 6 digits pays; 0000 is a wrong PIN; 9999 is an account without money.</Trans>
        </p>
      </div>
      {failure && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy} aria-busy={approve.isPending || undefined}>
        <Lock aria-hidden="true" className="size-4" />
        <Trans>Pay {price}</Trans>
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => void answer(() => decline.mutateAsync({ clientSecret }))}
      >
        <Trans>Decline</Trans>
      </Button>
      {expiry && (
        <p className="text-center text-xs text-ink-muted">
          <Trans>If you leave without paying, the request expires at {expiry}.</Trans>
        </p>
      )}
    </form>
  );
}

/**
 * /upi-test/:paymentId#<secret>: test mode's stand-in for the farmer's UPI app (PhonePe, Google Pay...): the payee,
 * the amount, "Pay" with a UPI PIN, "Decline", or leave and let the request expire. What it pays is booked by the
 * server at once, whether or not the shop's page is still open. Exists only while the shop takes test payments.
 */
export function UpiTestAppPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Test UPI app`);
  const locale = useUiLocale();
  const secret = useSecretOfAddress();
  const view = trpc.payments.testUpi.app.useQuery(
    { clientSecret: secret ?? '' },
    {
      enabled: Boolean(secret),
      retry: false,
      refetchInterval: (query) => (query.state.data?.payable ? 5_000 : false),
    },
  );

  let body;
  if (secret === null || (secret && view.isPending)) {
    body = (
      <LoadingState>
        <Trans>Opening the payment...</Trans>
      </LoadingState>
    );
  } else if (!secret || refusalReasonOf(view.error) === 'NOT_FOUND') {
    body = (
      <p role="alert" className="py-8 text-center">
        <Trans>This payment request was not found.</Trans>
      </p>
    );
  } else if (view.isError || !view.data) {
    body = <ErrorState onRetry={() => void view.refetch()} />;
  } else {
    const data = view.data;
    body = (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-1 text-center">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-leaf-700 text-xl font-bold text-white"
          >
            RY
          </span>
          <p className="text-sm text-ink-muted">
            <Trans>Paying</Trans>
          </p>
          <p className="text-lg font-bold">{data.payeeName}</p>
          <p className="text-sm text-ink-muted">{data.payeeVpa}</p>
          <p className="mt-2 text-4xl font-bold tracking-tight" data-testid="upi-amount">
            {formatRupees(data.amount, locale)}
          </p>
          {data.description && <p className="text-sm text-ink-muted">{data.description}</p>}
        </div>
        {data.payable ? <PinForm view={data} clientSecret={secret} /> : <Outcome view={data} />}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-sm px-4 pt-6 pb-16">
      <div className="overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-lg">
        <div className="flex items-center justify-between bg-indigo-800 px-5 py-3 text-white">
          <h1 className="text-lg font-bold">
            <Trans>Test UPI app</Trans>
          </h1>
          <NoRealMoneyBadge />
        </div>
        <div className="px-5 py-6">{body}</div>
      </div>
    </div>
  );
}
