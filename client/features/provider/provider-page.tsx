import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { Button } from '../../components/ui/button';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card } from '../admin/admin-ui';
import { ProviderCentres } from './provider-centres';
import { ProviderJobs } from './provider-jobs';
import { ProviderServices } from './provider-services';
import { RegisterForm } from './register-form';

type Provider = NonNullable<RouterOutputs['providers']['me']>;

/**
 * /provider: an owner of machines registers, waits for the shop's check, then keeps their own centres, services,
 * jobs and ratings. Everything here is the signed-in provider's own: the server finds the provider from the session.
 */
export function ProviderPage() {
  const me = trpc.providers.me.useQuery();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-3 py-6 sm:px-4">
      <h1 className="text-2xl font-bold">
        <Trans>Your machines on Raitha Yantra</Trans>
      </h1>
      {me.isPending ? (
        <LoadingState>
          <Trans>Loading...</Trans>
        </LoadingState>
      ) : me.isError ? (
        <ErrorState onRetry={() => void me.refetch()} />
      ) : me.data === null ? (
        <RegisterForm provider={null} />
      ) : (
        <Registered provider={me.data} />
      )}
    </div>
  );
}

function Registered({ provider }: { provider: Provider }) {
  const { t } = useLingui();
  const [correcting, setCorrecting] = useState(false);
  if (provider.status === 'pending') {
    return (
      <>
        <Details provider={provider} />
        <div role="status" className="rounded-lg bg-amber-50 px-3 py-3 text-amber-900">
          <p className="font-semibold">
            <Trans>Waiting for the shop’s check</Trans>
          </p>
          <p className="text-sm">
            <Trans>
              The shop checks your details and your payout account, usually within a day. Your machines are listed once
              you are approved.
            </Trans>
          </p>
        </div>
        {correcting ? (
          <RegisterForm provider={provider} onDone={() => setCorrecting(false)} />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setCorrecting(true)}>
              <Trans>Correct my details</Trans>
            </Button>
          </div>
        )}
      </>
    );
  }
  if (provider.status === 'suspended') {
    return (
      <>
        <Details provider={provider} />
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-3 text-red-800">
          <Trans>Your listing is paused by the shop. Call the shop to know why and to list your machines again.</Trans>
        </p>
      </>
    );
  }
  return (
    <>
      <Details provider={provider} />
      <nav aria-label={t`Your other pages`} className="flex flex-wrap gap-x-4 gap-y-2">
        {/* The provider's statement (H-E, issue 25 item 2) and the driver's day at the field (H-F, item 3). */}
        <Link href="/provider/statement" className="min-h-11 content-center font-medium text-leaf-800 underline">
          <Trans>Your statement</Trans>
        </Link>
        <Link href="/operator" className="min-h-11 content-center font-medium text-leaf-800 underline">
          <Trans>The driver’s day at the field</Trans>
        </Link>
      </nav>
      <ProviderJobs />
      <ProviderServices />
      <ProviderCentres />
    </>
  );
}

function Details({ provider }: { provider: Provider }) {
  const { t } = useLingui();
  const commission = provider.commissionPercentBp;
  return (
    <Card title={<Trans>Your details</Trans>}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t`Name`}</dt>
        <dd>
          {provider.name}
          {provider.status === 'approved' && (
            <span className="ml-2 rounded bg-green-100 px-1.5 text-xs font-semibold text-green-900">{t`Verified`}</span>
          )}
        </dd>
        <dt className="font-medium">{t`Village`}</dt>
        <dd>
          {provider.village}, {provider.district}
        </dd>
        <dt className="font-medium">{t`Mobile`}</dt>
        <dd>{provider.phone}</dd>
        <dt className="font-medium">{t`Paid to`}</dt>
        <dd>
          {provider.payout.method === 'bank'
            ? t`Bank account ${provider.payout.account} (IFSC ${provider.payout.ifsc})`
            : t`UPI ID ${provider.payout.upiId}`}
        </dd>
        {commission !== null && (
          <>
            <dt className="font-medium">{t`Shop’s commission`}</dt>
            <dd>{t`${commission / 100} % of each job`}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}
