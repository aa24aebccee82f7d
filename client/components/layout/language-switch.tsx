import { useLingui } from '@lingui/react/macro';
import { type MouseEvent, useState } from 'react';
import { toast } from 'sonner';
import { useLocation, useSearch } from 'wouter';
import { type UiLocale, loadLocale, pathInLocale, rememberLocale } from '../../i18n';
import { cn } from '../cn';
import { useUiLocale } from '../use-ui-locale';

// Each language is named in its own script, so a reader finds theirs whatever is active.
const options: { locale: UiLocale; label: string }[] = [
  { locale: 'en', label: 'English' },
  { locale: 'kn', label: 'ಕನ್ನಡ' },
];

/**
 * The same page in the other language is another address (/products <-> /kn/products): plain links, so the
 * switch works without JavaScript, a shared link keeps its language, and a reload stays where it is. The choice
 * is also remembered for the bare shop address.
 */
/** The page's address in each language and a click handler that loads the catalogs before moving there. */
function useLanguageLinks() {
  const { t } = useLingui();
  const active = useUiLocale();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [pending, setPending] = useState<UiLocale | null>(null);

  async function choose(event: MouseEvent<HTMLAnchorElement>, locale: UiLocale, href: string) {
    // A new tab or window, as the visitor asked for, is the link's own business.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (locale === active || pending) return;
    setPending(locale);
    try {
      // The catalogs first, so the page turns Kannada as the address changes rather than a moment later.
      await loadLocale(locale);
      rememberLocale(locale);
      navigate(`~${href}`);
    } catch {
      toast.error(t`Could not switch the language. Please check your connection and try again.`);
    } finally {
      setPending(null);
    }
  }

  const hrefOf = (locale: UiLocale) => pathInLocale(path, locale) + (search ? `?${search}` : '');
  return { active, pending, choose, hrefOf };
}

export function LanguageSwitch({ className }: { className?: string }) {
  // From useLingui() in this component: the macro translates only a `t` it can see come from there.
  const { t } = useLingui();
  const { active, pending, choose, hrefOf } = useLanguageLinks();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={cn('inline-flex rounded-lg bg-stone-100 p-1 ring-1 ring-stone-200 ring-inset', className)}
    >
      {options.map(({ locale, label }) => {
        const current = locale === active;
        const href = hrefOf(locale);
        return (
          <a
            key={locale}
            href={href}
            lang={locale}
            hrefLang={locale}
            aria-current={current ? 'true' : undefined}
            aria-busy={pending === locale}
            onClick={(event) => void choose(event, locale, href)}
            className={cn(
              'inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold transition-colors',
              current ? 'bg-leaf-700 text-white shadow-sm' : 'text-stone-700 hover:bg-white hover:text-leaf-800',
            )}
          >
            {label}
          </a>
        );
      })}
    </div>
  );
}

/**
 * On a phone's header, where the two-button switch does not fit: one link to this page in the other language,
 * named in that language's own script, so switching is one tap from every page.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useLingui();
  const { active, pending, choose, hrefOf } = useLanguageLinks();
  const other = options.find((option) => option.locale !== active)!;
  const href = hrefOf(other.locale);
  return (
    <a
      href={href}
      lang={other.locale}
      hrefLang={other.locale}
      aria-label={other.label}
      title={t`Language`}
      aria-busy={pending === other.locale}
      onClick={(event) => void choose(event, other.locale, href)}
      className={cn(
        'inline-flex min-h-10 shrink-0 items-center rounded-lg px-2 text-[13px] ' +
          'font-semibold text-leaf-800 ring-1 ring-stone-200 ring-inset hover:bg-leaf-50',
        className,
      )}
    >
      {/* 'English' does not fit beside the brand and three buttons at 360 px; 'EN' does, and reads it aloud whole. */}
      {other.locale === 'en' ? (
        <abbr title="English" className="no-underline">
          EN
        </abbr>
      ) : (
        other.label
      )}
    </a>
  );
}
