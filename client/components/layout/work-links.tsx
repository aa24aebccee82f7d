import { useLingui as useLinguiRuntime } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Handshake, MapPinned, Tractor, type LucideIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import type { UserRole } from '../../../shared/roles';
import { useSession } from '../../features/auth/use-session';
import { HeaderLink, type HeaderLinkPlacement } from '../header-link';
import { isCurrent } from './nav-links';

export type WorkLink = { href: string; label: MessageDescriptor; icon: LucideIcon };

/**
 * A signed-in person's own work pages: /agent for a village agent; /provider and the driver's day on /operator for a
 * machine owner (who drives their own machines). Staff and owners reach theirs through the back office.
 */
export function workLinksFor(role: UserRole): WorkLink[] {
  if (role === 'agent') return [{ href: '/agent', label: msg`Village agent desk`, icon: Handshake }];
  if (role === 'provider') {
    return [
      { href: '/provider', label: msg`Machine owner's page`, icon: Tractor },
      { href: '/operator', label: msg`Driver's work today`, icon: MapPinned },
    ];
  }
  return [];
}

/**
 * The header's links to those pages (an icon in the bar, rows of the phone menu). Like the back-office link, it
 * draws nothing until the session is known, and each page checks the role again on the server.
 */
export function WorkLinks(placement: HeaderLinkPlacement) {
  const { i18n } = useLinguiRuntime();
  const session = useSession();
  const [path] = useLocation();
  if (session.status !== 'signed-in') return null;
  return workLinksFor(session.user.role).map((link) => (
    <HeaderLink
      key={link.href}
      href={link.href}
      label={i18n._(link.label)}
      icon={link.icon}
      current={isCurrent(link.href, path)}
      {...placement}
    />
  ));
}
