import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, QrCode, Smartphone } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatRupees } from '../../../shared/money';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/query-states';
import { useUiLocale } from '../../components/use-ui-locale';
import { localeBase } from '../../i18n';
import { refusalMessage } from '../../refusals';
import { type RouterOutputs, trpc } from '../../trpc';
import { TestModeNote } from '../checkout/test-mode-note';
import { UPI_APP_NAMES, clockTime, upiDeclineSentence } from './upi-texts';

type Started = RouterOutputs['payments']['testUpi']['start'];

/** How often the waiting screen asks where the payment stands. */
const POLL_MS = 2_500;

/** A phone (its UPI apps open from a upi:// link) rather than a computer (which shows the QR code). */
function useIsPhone(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
    setPhone(coarse || /Android|iPhone|iPad|iPod/i.test(navigator.userAgent));
  }, []);
  return phone;
}

function AppNames() {
  const apps = UPI_APP_NAMES.join(', ');
  return (
    <p className="text-sm text-ink-muted">
      <Trans>Works with {apps} and every other UPI app.</Trans>
    </p>
  );
}

/** Test mode: the simulated UPI app stands in for the farmer's own app, in a new tab. */
function TestAppLink({ appPath }: { appPath: string }) {
  const locale = useUiLocale();
  return (
    <TestModeNote
      after={
        <a
          href={`${localeBase(locale)}${appPath}`}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          <Trans>Open the test UPI app</Trans>
        </a>
      }
    >
      <Trans>A real UPI app cannot pay a test payment. Use the test UPI app instead.</Trans>
    </TestModeNote>
  );
}

/**
 * Paying by UPI in test mode: starts the payment's UPI request, then shows "Open your UPI app" (on a phone a
 * button that opens the upi:// address, on a computer its QR code to scan) and waits, asking the server every few
 * seconds, until the app has paid (then `onPaid`, which completes the order or job), declined, or let the request
 * run out. `onOtherWay` goes back to the choice of how to pay.
 */
export function UpiPay({
  clientSecret,
  amount,
  onPaid,
  onOtherWay,
}: {
  clientSecret: string;
  amount: number;
  onPaid: () => Promise<boolean>;
  onOtherWay: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const phone = useIsPhone();
  const start = trpc.payments.testUpi.start.useMutation();
  const [started, setStarted] = useState<Started | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const finishing = useRef(false);
  const [finished, setFinished] = useState<'no' | 'busy' | 'failed'>('no');

  async function begin() {
    setStartError(null);
    try {
      setStarted(await start.mutateAsync({ clientSecret }));
    } catch (error) {
      setStartError(refusalMessage(i18n, error));
    }
  }

  useEffect(() => {
    void begin();
    // Starting again for the same payment is the same request: once per payment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientSecret]);

  const status = trpc.payments.testUpi.status.useQuery(
    { clientSecret },
    {
      enabled: started !== null,
      refetchInterval: (query) => (query.state.data?.state === 'waiting' ? POLL_MS : false),
      refetchOnWindowFocus: true,
      staleTime: 0,
    },
  );
  const current = status.data ?? started;
  const state = current?.state;

  // Paid: the shop completes the order or job (the server checks the payment itself), once.
  const finish = useCallback(() => {
    if (finishing.current) return;
    finishing.current = true;
    setFinished('busy');
    void onPaid().then((ok) => {
      if (ok) return;
      finishing.current = false;
      setFinished('failed');
    });
  }, [onPaid]);

  useEffect(() => {
    if (state === 'paid') finish();
  }, [state, finish]);

  async function tryAgain() {
    await begin();
    await status.refetch();
  }

  const price = formatRupees(amount, locale);
  if (startError) {
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {startError}
        </p>
        <Button variant="secondary" onClick={onOtherWay}>
          <Trans>Pay another way</Trans>
        </Button>
      </div>
    );
  }
  if (!started || !current) {
    return (
      <LoadingState>
        <Trans>Getting your UPI payment ready...</Trans>
      </LoadingState>
    );
  }

  let message: string;
  if (state === 'paid') {
    message = finished === 'failed' ? t`Paid by UPI. Please try again to finish your order.` : t`Paid by UPI.`;
  } else if (state === 'waiting') {
    const until = current.requestExpiresAt ? clockTime(locale, current.requestExpiresAt) : '';
    message = t`Waiting for you to approve ${price} in your UPI app. The request is open until ${until}.`;
  } else if (state === 'declined' || state === 'expired') {
    message = upiDeclineSentence(i18n, current.declineCode);
  } else if (state === 'canceled') {
    message = t`This payment can no longer be made. Please go back to your cart and check out again.`;
  } else {
    message = t`Waiting for your UPI app.`;
  }
  const failed = state === 'declined' || state === 'expired' || state === 'canceled';

  return (
    <section aria-labelledby="upi-heading" className="flex flex-col gap-4">
      <h3 id="upi-heading" className="text-lg font-semibold text-leaf-900">
        <Trans>Open your UPI app</Trans>
      </h3>
      {state === 'waiting' &&
        (phone ? (
          <div className="flex flex-col gap-2">
            <a href={started.upiUri} className={buttonClasses({ size: 'lg' })}>
              <Smartphone aria-hidden="true" className="size-5" />
              <Trans>Pay {price} in your UPI app</Trans>
            </a>
            <AppNames />
          </div>
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="flex items-center gap-2 text-sm text-ink">
              <QrCode aria-hidden="true" className="size-4" />
              <Trans>Scan this QR code with the UPI app on your phone.</Trans>
            </p>
            <img
              src={started.qrImageUrl}
              alt={t`QR code to pay ${price} to Raitha Yantra by UPI`}
              width={208}
              height={208}
              className="rounded-lg border border-stone-200 bg-white"
            />
            <AppNames />
          </div>
        ))}
      {state === 'waiting' && <TestAppLink appPath={started.appPath} />}
      <div
        role={failed ? 'alert' : 'status'}
        aria-live={failed ? 'assertive' : 'polite'}
        className={
          failed
            ? 'rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900'
            : 'flex items-center gap-3 rounded-xl bg-leaf-50 px-4 py-3 text-sm text-leaf-950'
        }
      >
        {state === 'waiting' && (
          <span
            aria-hidden="true"
            className="size-4 shrink-0 animate-spin rounded-full border-2 border-leaf-200 border-t-leaf-700"
          />
        )}
        <span>{message}</span>
      </div>
      <div className="flex flex-wrap gap-3">
        {(state === 'declined' || state === 'expired') && (
          <Button onClick={() => void tryAgain()} disabled={start.isPending}>
            <Trans>Try UPI again</Trans>
          </Button>
        )}
        {state === 'paid' && finished === 'failed' && (
          <Button onClick={finish}>
            <Trans>Try again</Trans>
          </Button>
        )}
        {state !== 'paid' && (
          <Button variant="secondary" onClick={onOtherWay}>
            <Trans>Cancel and pay another way</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
