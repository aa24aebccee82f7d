import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type NavLink = { href: string; label: MessageDescriptor };

export const navLinks: NavLink[] = [
  { href: '/', label: msg`Home` },
  { href: '/products', label: msg`Products` },
  // A machine with its driver from a centre near the field (/hire): for the farmer who owns no tractor.
  { href: '/hire', label: msg`Hire with driver` },
  { href: '/about', label: msg`About` },
];

/** A link is current on its own path and, except Home, on the paths beneath it. */
export function isCurrent(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
