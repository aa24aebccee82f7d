import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'sonner';
import { type UiLocale, activateLocale } from '../../i18n';
import { cn } from '../cn';
import { useUiLocale } from '../use-ui-locale';

// Each language is named in its own script, so a reader finds theirs whatever is active.
const options: { locale: UiLocale; label: string }[] = [
  { locale: 'en', label: 'English' },
  { locale: 'kn', label: 'ಕನ್ನಡ' },
];

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const active = useUiLocale();
  const [pending, setPending] = useState<UiLocale | null>(null);

  async function choose(locale: UiLocale) {
    if (locale === active || pending) return;
    setPending(locale);
    try {
      await activateLocale(locale);
    } catch {
      toast.error(t`Could not switch the language. Please check your connection and try again.`);
    } finally {
      setPending(null);
    }
  }

  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={cn('inline-flex rounded-lg bg-stone-100 p-1 ring-1 ring-stone-200 ring-inset', className)}
    >
      {options.map(({ locale, label }) => {
        const pressed = locale === active;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={pressed}
            aria-busy={pending === locale}
            onClick={() => void choose(locale)}
            className={cn(
              'min-h-9 rounded-md px-3 text-sm font-semibold transition-colors',
              pressed ? 'bg-leaf-700 text-white shadow-sm' : 'text-stone-700 hover:bg-white hover:text-leaf-800',
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
