import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UserRole } from '../../../shared/roles';
import { Button } from '../../components/ui/button';
import { trpc } from '../../trpc';
import { Card, Field, Refusal, Select, TextInput } from './admin-ui';

/** Owners grant and take back staff roles; the server refuses anyone else. */
export function StaffPage() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const staff = trpc.admin.staff.list.useQuery();
  const me = trpc.admin.me.useQuery();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserRole>('staff');
  const found = trpc.admin.customers.search.useQuery({ query: email }, { enabled: email.includes('@') });
  const setRoleOf = trpc.admin.staff.setRole.useMutation({ onSuccess: () => void utils.admin.staff.list.invalidate() });
  const match = found.data?.customers.find((c) => c.email?.toLowerCase() === email.trim().toLowerCase());
  const roleNames: Record<UserRole, string> = {
    owner: t`Owner`,
    staff: t`Staff`,
    customer: t`Customer`,
    agent: t`Village agent`,
    provider: t`Machine owner (provider)`,
  };
  const roleName = (r: UserRole) => roleNames[r];

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title={<Trans>Give a role</Trans>}>
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (match) setRoleOf.mutate({ userId: match.id, role });
          }}
        >
          <Field label={<Trans>E-mail of the account</Trans>}>
            <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </Field>
          <Field label={<Trans>Role</Trans>}>
            <Select value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
              <option value="staff">{roleName('staff')}</option>
              <option value="owner">{roleName('owner')}</option>
              <option value="customer">{roleName('customer')}</option>
            </Select>
          </Field>
          {email.includes('@') && found.data && !match && (
            <p className="text-sm text-stone-700">
              <Trans>No account has this e-mail yet.</Trans>
            </p>
          )}
          <Refusal error={setRoleOf.error} />
          <Button type="submit" disabled={!match || setRoleOf.isPending}>
            <Trans>Save role</Trans>
          </Button>
        </form>
      </Card>
      <Card title={<Trans>Staff and owners</Trans>}>
        <ul className="divide-y divide-stone-100 text-sm">
          {staff.data?.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="break-all">{s.email}</span>
              <span>{roleName(s.role)}</span>
              {/* The server refuses a change of one's own role; the button is not offered either. */}
              {s.email !== me.data?.email && (
                <Button
                  variant="ghost"
                  aria-label={t`Take back the role of ${s.email}`}
                  onClick={() => setRoleOf.mutate({ userId: s.id, role: 'customer' })}
                >
                  <Trans>Take back</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
