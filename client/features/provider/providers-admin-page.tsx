import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Field, Money, Refusal, TextInput, When } from '../admin/admin-ui';
import { operationLabels, perUnitText } from '../hire/hire-labels';
import { toNumber } from '../hire-admin/service-fields';
import { percentOfBp } from './provider-ui';

type Provider = RouterOutputs['providers']['admin']['list'][number];

/** The commission offered when approving, until the owner types another: 10 %. */
const DEFAULT_COMMISSION_BP = 1000;

/**
 * The back office's providers (owner only): owners of machines waiting for the check, approved or paused; approving
 * sets the shop's commission. Below, rates outside the district's usual band wait for the owner's yes or no.
 */
export function ProvidersAdminPage() {
  const { t } = useLingui();
  const providers = trpc.providers.admin.list.useQuery();
  return (
    <div className="flex flex-col gap-4">
      <Card title={<Trans>Providers</Trans>}>
        {providers.data?.length === 0 && <p className="text-sm text-stone-700">{t`No one has registered yet.`}</p>}
        <ul className="flex flex-col divide-y divide-stone-200">
          {providers.data?.map((p) => (
            <li key={p.id} className="py-3">
              <ProviderRow provider={p} />
            </li>
          ))}
        </ul>
        <Refusal error={providers.error} />
      </Card>
      <RateRequests />
    </div>
  );
}

function ProviderRow({ provider }: { provider: Provider }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const refresh = () => utils.providers.admin.invalidate();
  const approve = trpc.providers.admin.approve.useMutation({ onSuccess: refresh });
  const suspend = trpc.providers.admin.suspend.useMutation({ onSuccess: refresh });
  const [commission, setCommission] = useState(percentOfBp(provider.commissionPercentBp ?? DEFAULT_COMMISSION_BP));
  const [problem, setProblem] = useState(false);
  const statusText = { pending: t`Waiting for the check`, approved: t`Approved`, suspended: t`Paused` }[
    provider.status
  ];

  function approveNow() {
    const percent = toNumber(commission);
    const ok = Number.isFinite(percent) && percent >= 0 && percent <= 50;
    setProblem(!ok);
    if (ok) approve.mutate({ providerId: provider.id, commissionPercentBp: Math.round(percent * 100) });
  }

  return (
    <article aria-label={provider.name}>
      <p className="font-semibold">
        {provider.name} <span className="ml-1 rounded bg-stone-200 px-1.5 text-xs font-normal">{statusText}</span>
      </p>
      <p className="text-sm text-stone-700">
        {provider.village}, {provider.district} · {provider.phone} ·{' '}
        {provider.payout.method === 'bank'
          ? t`Bank account ${provider.payout.account} (IFSC ${provider.payout.ifsc})`
          : t`UPI ID ${provider.payout.upiId}`}{' '}
        · {t`${provider.centres} places`}
      </p>
      <p className="text-sm text-stone-700">
        {t`Registered`} <When at={provider.createdAt} />
        {provider.verifiedAt && (
          <>
            {' '}
            · {t`checked`} <When at={provider.verifiedAt} />
          </>
        )}
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <Field label={t`Commission (%)`}>
          <TextInput value={commission} onChange={(e) => setCommission(e.target.value)} inputMode="decimal" />
        </Field>
        <Button onClick={approveNow} disabled={approve.isPending}>
          {provider.status === 'approved' ? <Trans>Change commission</Trans> : <Trans>Approve</Trans>}
        </Button>
        {provider.status === 'approved' && (
          <Button
            variant="secondary"
            onClick={() => suspend.mutate({ providerId: provider.id })}
            disabled={suspend.isPending}
          >
            <Trans>Pause listing</Trans>
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {t`The commission is a percentage from 0 to 50.`}
        </p>
      )}
      <Refusal error={approve.error ?? suspend.error} />
    </article>
  );
}

function RateRequests() {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const requests = trpc.providers.admin.rateRequests.useQuery();
  const decide = trpc.providers.admin.decideRate.useMutation({
    onSuccess: () => utils.providers.admin.rateRequests.invalidate(),
  });
  return (
    <Card title={<Trans>Rates outside the usual band</Trans>}>
      {requests.data?.length === 0 && <p className="text-sm text-stone-700">{t`No rate is waiting.`}</p>}
      <ul className="flex flex-col divide-y divide-stone-200">
        {requests.data?.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0 text-sm">
              <p className="font-semibold">
                {r.providerName} · {t(operationLabels[r.operation].label)} · {r.machineName}
              </p>
              <p>
                <Trans>
                  Asks <Money paise={r.rate} /> {perUnitText(i18n, r.unit)}; usual in {r.district}:{' '}
                  <Money paise={r.bandLow} /> to <Money paise={r.bandHigh} />
                </Trans>
              </p>
            </div>
            <div className="flex gap-2">
              <Button onClick={() => decide.mutate({ requestId: r.id, approve: true })} disabled={decide.isPending}>
                <Trans>Allow</Trans>
              </Button>
              <Button
                variant="secondary"
                onClick={() => decide.mutate({ requestId: r.id, approve: false })}
                disabled={decide.isPending}
              >
                <Trans>Refuse</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Refusal error={requests.error ?? decide.error} />
    </Card>
  );
}
