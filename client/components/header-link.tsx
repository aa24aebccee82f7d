import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from './cn';

/** Where a header link stands: an icon in the bar, or a row of the mobile menu. */
export interface HeaderLinkPlacement {
  variant?: 'icon' | 'menu';
  className?: string;
}

/**
 * A page the header links to with an icon (wider screens) or as a full row of the mobile menu's list. `label` is
 * already in the visitor's language: the icon link says it as its accessible name and tooltip, the menu row shows it.
 */
export function HeaderLink({
  href,
  label,
  icon: Icon,
  current,
  variant = 'icon',
  className,
}: HeaderLinkPlacement & { href: string; label: string; icon: LucideIcon; current: boolean }) {
  const ariaCurrent = current ? 'page' : undefined;
  if (variant === 'menu') {
    return (
      <li>
        <Link
          href={href}
          aria-current={ariaCurrent}
          className={cn(
            'flex min-h-12 items-center gap-2 rounded-lg px-3 text-base font-medium',
            current ? 'bg-leaf-50 text-leaf-800' : 'text-stone-800 hover:bg-stone-100',
            className,
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
          {label}
        </Link>
      </li>
    );
  }
  return (
    <Link
      href={href}
      aria-label={label}
      title={label}
      aria-current={ariaCurrent}
      className={cn(
        'relative inline-flex size-11 items-center justify-center rounded-lg text-leaf-900 hover:bg-leaf-50',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </Link>
  );
}
