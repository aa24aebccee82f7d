import { Trans, useLingui } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { AddressTabTrigger, useAddressTab } from '../../components/address-tabs';
import { cn } from '../../components/cn';
import { LoadingState } from '../../components/ui/query-states';
import { useDocumentTitle } from '../../components/use-document-title';
import { NeedsNetwork } from '../offline/needs-network';
import { AccountPanel } from './account-panel';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { PhoneForm } from './phone-form';
import { RegisterForm } from './register-form';
import { safeNextPath } from './safe-next';
import { useSession } from './use-session';

const TABS = ['phone', 'login', 'register'] as const;
type Tab = (typeof TABS)[number];

const tabClass = cn(
  'inline-flex min-h-11 items-center justify-center rounded-lg px-2 text-center leading-tight sm:px-4',
  'text-sm font-semibold text-stone-700 transition-colors sm:text-base',
  'hover:text-leaf-800 data-[state=active]:bg-white data-[state=active]:text-leaf-800 data-[state=active]:shadow-sm',
);

/**
 * /auth: Mobile number (a code by SMS signs in or registers; ?tab=phone), Login (default) and Register (by e-mail)
 * tabs. ?next= names the page to return to after login; ?tab=register opens the Register tab (the link in the "no
 * account" e-mail, and each tab's own link: components/address-tabs.tsx, so a tap before the page's code starts is
 * not lost). A signed-in visitor is sent on at once.
 */
export function AuthPage() {
  const { t } = useLingui();
  const params = new URLSearchParams(useSearch());
  const next = safeNextPath(params.get('next'));
  const session = useSession();
  const { tab, choose, addressOf } = useAddressTab<Tab>(TABS, 'login');
  const [loginEmail, setLoginEmail] = useState('');
  const account = session.status === 'signed-in' && params.get('tab') === 'account';
  useDocumentTitle(account ? t`Your account` : tab === 'register' ? t`Register` : t`Login`);

  if (account) {
    return (
      <AuthCard title={<Trans>Your account</Trans>} subtitle={<Trans>Your mobile number and e-mail</Trans>}>
        <AccountPanel user={session.user!} />
      </AuthCard>
    );
  }
  if (session.status === 'signed-in') return <Redirect to={next} replace />;
  if (session.status === 'loading') {
    return (
      <LoadingState>
        <Trans>Loading...</Trans>
      </LoadingState>
    );
  }

  return (
    <AuthCard
      title={<Trans>Raitha Yantra</Trans>}
      subtitle={<Trans>Login or create an account to continue</Trans>}
      footer={
        <Trans>
          By continuing, you agree to our{' '}
          <Link href="/terms" className="font-medium text-leaf-800 underline underline-offset-4">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link href="/privacy" className="font-medium text-leaf-800 underline underline-offset-4">
            Privacy Policy
          </Link>
        </Trans>
      }
    >
      <NeedsNetwork className="mb-4">
        <Trans>Logging in and creating an account need the internet.</Trans>
      </NeedsNetwork>
      <Tabs.Root value={tab} onValueChange={choose}>
        <Tabs.List
          aria-label={t`Login or register`}
          className="mb-6 grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1"
        >
          <AddressTabTrigger value="phone" href={addressOf('phone')} className={tabClass}>
            <Trans>Mobile number</Trans>
          </AddressTabTrigger>
          <AddressTabTrigger value="login" href={addressOf('login')} className={tabClass}>
            <Trans>Login</Trans>
          </AddressTabTrigger>
          <AddressTabTrigger value="register" href={addressOf('register')} className={tabClass}>
            <Trans>Register</Trans>
          </AddressTabTrigger>
        </Tabs.List>
        <Tabs.Content value="phone" className="rounded-lg">
          <PhoneForm next={next} />
        </Tabs.Content>
        <Tabs.Content value="login" className="rounded-lg">
          <LoginForm key={loginEmail} initialEmail={loginEmail} next={next} />
        </Tabs.Content>
        <Tabs.Content value="register" className="rounded-lg">
          <RegisterForm
            onRegistered={(email) => {
              setLoginEmail(email);
              choose('login');
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
    </AuthCard>
  );
}
