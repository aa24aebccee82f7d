import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Brand } from './brand';
import { navLinks } from './nav-links';

export function Footer() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-leaf-950 text-leaf-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-start lg:px-8">
        <div className="max-w-md">
          <Link href="/" className="inline-block rounded-lg">
            <Brand inverted />
          </Link>
          <p className="mt-3 text-sm text-leaf-100">
            <Trans>Farm equipment to buy or rent, for the farmers of Karnataka.</Trans>
          </p>
        </div>
        <nav aria-label={t`Footer`}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-11 items-center text-sm font-medium text-white underline-offset-4
                    hover:underline"
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-leaf-800">
        <div
          className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3
          sm:px-6 lg:px-8"
        >
          <p className="py-2 text-sm text-leaf-100">
            <Trans>© {year} Raitha Yantra. All rights reserved.</Trans>
          </p>
          <ul className="flex flex-wrap gap-x-6">
            <li>
              <Link
                href="/terms"
                className="inline-flex min-h-11 items-center text-sm text-white underline underline-offset-4"
              >
                <Trans>Terms of Service</Trans>
              </Link>
            </li>
            <li>
              <Link
                href="/privacy"
                className="inline-flex min-h-11 items-center text-sm text-white underline underline-offset-4"
              >
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
