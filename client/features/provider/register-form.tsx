import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { indianMobile } from '../../../shared/phone';
import { BANK_ACCOUNT_PATTERN, IFSC_PATTERN, UPI_ID_PATTERN } from '../../../shared/schemas/providers';
import { type RouterOutputs, trpc } from '../../trpc';
import { Card, Field, SaveOrCancel, TextInput } from '../admin/admin-ui';

type Provider = NonNullable<RouterOutputs['providers']['me']>;

/**
 * Registering as a provider: who they are, where, their mobile number and where the shop pays their share (a bank
 * account with its IFSC, or a UPI ID). Checked here as the server checks it (shared/schemas/providers.ts).
 */
export function RegisterForm({ provider, onDone }: { provider: Provider | null; onDone?: () => void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const register = trpc.providers.register.useMutation({
    onSuccess: async (saved) => {
      utils.providers.me.setData(undefined, saved);
      await utils.providers.me.invalidate();
      onDone?.();
    },
  });
  const [form, setForm] = useState({
    name: provider?.name ?? '',
    village: provider?.village ?? '',
    district: provider?.district ?? '',
    phone: '',
    method: (provider?.payout.method ?? 'bank') as 'bank' | 'upi',
    ifsc: provider?.payout.method === 'bank' ? provider.payout.ifsc : '',
    accountNumber: '',
    upiId: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const phone = indianMobile(form.phone);
    const ifsc = form.ifsc.trim().toUpperCase();
    const account = form.accountNumber.replace(/[\s-]/g, '');
    if (!form.name.trim() || !form.village.trim() || !form.district.trim()) {
      setProblem(t`Write your name, village and district.`);
    } else if (!phone) {
      setProblem(t`Write a 10-digit mobile number.`);
    } else if (form.method === 'bank' && !IFSC_PATTERN.test(ifsc)) {
      setProblem(t`The IFSC code has 11 letters and digits, for example SBIN0040123.`);
    } else if (form.method === 'bank' && !BANK_ACCOUNT_PATTERN.test(account)) {
      setProblem(t`The account number has 9 to 18 digits.`);
    } else if (form.method === 'upi' && !UPI_ID_PATTERN.test(form.upiId.trim())) {
      setProblem(t`A UPI ID looks like name@bank.`);
    } else {
      setProblem(null);
      register.mutate({
        name: form.name,
        village: form.village,
        district: form.district,
        phone,
        payout:
          form.method === 'bank'
            ? { method: 'bank', ifsc, accountNumber: account }
            : { method: 'upi', upiId: form.upiId.trim() },
      });
    }
  }

  return (
    <Card title={provider ? <Trans>Correct your details</Trans> : <Trans>Register your machines</Trans>}>
      {!provider && (
        <p className="mb-3 text-sm text-stone-700">
          <Trans>
            Own a tractor or another machine? List your work on Raitha Yantra, take jobs from farmers nearby and get
            your share paid to your bank account or UPI. The shop checks your details before your machines are listed.
          </Trans>
        </p>
      )}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate aria-label={t`Provider registration`}>
        <Field label={t`Your name`}>
          <TextInput value={form.name} onChange={set('name')} autoComplete="name" required />
        </Field>
        <Field label={t`Mobile number`}>
          <TextInput type="tel" value={form.phone} onChange={set('phone')} autoComplete="tel-national" required />
        </Field>
        <Field label={t`Village`}>
          <TextInput value={form.village} onChange={set('village')} required />
        </Field>
        <Field label={t`District`}>
          <TextInput value={form.district} onChange={set('district')} required />
        </Field>
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">
            <Trans>Pay my share to</Trans>
          </legend>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="payout"
              checked={form.method === 'bank'}
              onChange={() => setForm({ ...form, method: 'bank' })}
            />
            <Trans>My bank account</Trans>
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="payout"
              checked={form.method === 'upi'}
              onChange={() => setForm({ ...form, method: 'upi' })}
            />
            <Trans>My UPI ID</Trans>
          </label>
        </fieldset>
        {form.method === 'bank' ? (
          <>
            <Field label={t`IFSC code`}>
              <TextInput value={form.ifsc} onChange={set('ifsc')} autoCapitalize="characters" maxLength={11} required />
            </Field>
            <Field label={t`Account number`}>
              <TextInput value={form.accountNumber} onChange={set('accountNumber')} inputMode="numeric" required />
            </Field>
          </>
        ) : (
          <Field label={t`UPI ID`}>
            <TextInput value={form.upiId} onChange={set('upiId')} autoCapitalize="none" required />
          </Field>
        )}
        <SaveOrCancel
          save={provider ? <Trans>Save details</Trans> : <Trans>Register my machines</Trans>}
          pending={register.isPending}
          problem={problem}
          error={register.error}
          onCancel={() => (onDone ? onDone() : setForm({ ...form, accountNumber: '', upiId: '' }))}
        />
      </form>
    </Card>
  );
}
