import type { ReactNode } from 'react';
import { cn } from '../cn';

const tones = {
  leaf: 'bg-leaf-100 text-leaf-800',
  soil: 'bg-soil-100 text-soil-700',
} as const;

/** A decorative icon on a rounded tile (hidden from screen readers: the text beside it says what it means). */
export function IconTile({
  icon,
  tone = 'leaf',
  className,
}: {
  icon: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span aria-hidden="true" className={cn('flex items-center justify-center rounded-xl', tones[tone], className)}>
      {icon}
    </span>
  );
}

/** A card of a list (the caller's <ul>): an icon tile, a heading and a short text (home page reasons, about values). */
export function IconCard({
  icon,
  title,
  children,
  tone = 'leaf',
}: {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  tone?: keyof typeof tones;
}) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <IconTile icon={icon} tone={tone} className="size-12" />
      <h3 className="mt-4 text-xl font-semibold text-leaf-900">{title}</h3>
      <p className="mt-2 text-ink-muted">{children}</p>
    </li>
  );
}
