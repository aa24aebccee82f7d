import { useLingui as useLinguiRuntime } from '@lingui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Menu, ShoppingCart, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { EARLY_TOGGLE_ATTRIBUTE } from '../../../shared/early-taps';
import { SITE_HEADER_ID } from '../../../shared/first-paint';
import { AdminLink } from '../../features/admin/admin-link';
import { AccountMenu } from '../../features/auth/account-menu';
import { useCartCount } from '../../features/cart/use-cart-count';
import { ChatLauncher } from '../../features/chat/chat-launcher';
import { OrdersLink } from '../../features/orders/orders-link';
import { island, useWakeForSession } from '../../islands/island';
import { cn } from '../cn';
import { Brand } from './brand';
import { WorkLinks } from './work-links';
import { LanguageSwitch, LanguageToggle } from './language-switch';
import { isCurrent, navLinks } from './nav-links';

function CartLink() {
  const { t } = useLingui();
  const count = useCartCount();
  const label = count > 0 ? t`Cart, ${plural(count, { one: '# item', other: '# items' })}` : t`Cart`;
  return (
    <Link
      href="/cart"
      aria-label={label}
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg
        text-leaf-900 hover:bg-leaf-50 sm:size-11"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full
            bg-soil-600 px-1 text-xs leading-5 font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

/** The main links as list items: the desktop bar and the phone menu differ only in their classes. */
function NavLinkItems({ pathname, base, idle }: { pathname: string; base: string; idle: string }) {
  const { i18n } = useLinguiRuntime();
  return navLinks.map((link) => {
    const current = isCurrent(link.href, pathname);
    return (
      <li key={link.href}>
        <Link
          href={link.href}
          aria-current={current ? 'page' : undefined}
          className={cn(base, current ? 'bg-leaf-50 text-leaf-800' : idle)}
        >
          {i18n._(link.label)}
        </Link>
      </li>
    );
  });
}

/** The classes of a link in the desktop bar and in the phone menu (the current page's look is NavLinkItems'). */
const BAR_LINK = {
  base: 'inline-flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors',
  idle: 'text-stone-700 hover:bg-stone-100 hover:text-leaf-800',
};
const MENU_LINK = {
  base: 'flex min-h-12 items-center rounded-lg px-3 text-base font-medium',
  idle: 'text-stone-800 hover:bg-stone-100',
};

export function Header() {
  const { t } = useLingui();
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  const toggleRef = useRef<HTMLButtonElement>(null);

  // A followed link closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Until now the page's inline script answered the toggle (shared/early-taps.ts): keep the menu as the farmer left
  // it, and answer from here on.
  useEffect(() => {
    const toggle = toggleRef.current;
    if (!toggle?.hasAttribute(EARLY_TOGGLE_ATTRIBUTE)) return;
    toggle.removeAttribute(EARLY_TOGGLE_ATTRIBUTE);
    if (toggle.getAttribute('aria-expanded') === 'true') setMenuOpen(true);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      id={SITE_HEADER_ID}
      className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur
      supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:gap-2 sm:px-6 lg:px-8">
        {/* The brand never shrinks: squeezed, its name wrapped onto two lines once signed in. */}
        <Link href="/" className="mr-auto shrink-0 rounded-lg lg:mr-6">
          <Brand />
        </Link>

        <nav aria-label={t`Main`} className="hidden lg:mr-auto lg:block">
          <ul className="flex items-center gap-1">
            <NavLinkItems pathname={pathname} {...BAR_LINK} />
          </ul>
        </nav>

        <div className="hidden sm:block">
          <LanguageSwitch />
        </div>
        <LanguageToggle className="sm:hidden" />
        {/* Wrapped: the links' own inline-flex would win over a 'hidden' passed in (cn joins, it does not merge). On
            phones both are rows of the menu. */}
        <span className="hidden sm:contents">
          <OrdersLink />
          <AdminLink />
          <WorkLinks />
        </span>
        <ChatLauncher />
        <CartLink />
        <div className="hidden md:block">
          <AccountMenu />
        </div>

        {/* The icon follows aria-expanded, which the early script also sets before React answers. */}
        <button
          ref={toggleRef}
          type="button"
          className={cn(
            'group inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-leaf-900',
            'hover:bg-leaf-50 sm:size-11 lg:hidden',
          )}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={t`Menu`}
          {...{ [EARLY_TOGGLE_ATTRIBUTE]: '' }}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
        </button>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-stone-200 bg-white lg:hidden">
        <nav aria-label={t`Mobile`} className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            <NavLinkItems pathname={pathname} {...MENU_LINK} />
            <OrdersLink variant="menu" />
            <AdminLink variant="menu" />
            <WorkLinks variant="menu" />
          </ul>
          <div
            className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-3
            md:hidden"
          >
            <LanguageSwitch className="sm:hidden" />
            <AccountMenu variant="mobile" />
          </div>
        </nav>
      </div>
    </header>
  );
}

/** The header as an island of a server-rendered page (client/islands/island.tsx). */
export const HeaderIsland = island('header', Header, { useWake: useWakeForSession });
