import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { cn } from '../cn';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'outline-light';
export type ButtonSize = 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-leaf-700 text-white shadow-sm hover:bg-leaf-800 active:bg-leaf-900',
  secondary: 'bg-white text-leaf-800 ring-1 ring-inset ring-leaf-700/40 hover:bg-leaf-50 active:bg-leaf-100',
  accent: 'bg-soil-300 text-leaf-950 shadow-sm hover:bg-soil-200 active:bg-soil-400',
  ghost: 'text-leaf-800 hover:bg-leaf-50 active:bg-leaf-100',
  /** For dark backgrounds such as the home hero. */
  'outline-light': 'text-white ring-1 ring-inset ring-white/70 hover:bg-white/10 active:bg-white/20',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
