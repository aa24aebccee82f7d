import { useLingui } from '@lingui/react/macro';
import { cloneElement, useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { formatCalendarDay, formatKolkataDate } from '../../../shared/format-date';
import { formatRupees } from '../../../shared/money';
import { useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage } from '../../refusals';

export function Money({ paise }: { paise: number }) {
  const locale = useUiLocale();
  return <>{formatRupees(paise, locale)}</>;
}

/** A calendar day ('YYYY-MM-DD') as the reader says it: 'Nov 27, 2026' or 'ನವೆಂ 27, 2026'. */
export function Day({ day }: { day: string }) {
  const locale = useUiLocale();
  return <>{formatCalendarDay(day, locale)}</>;
}

export function When({ at }: { at: Date | null }) {
  const locale = useUiLocale();
  return <>{at ? formatKolkataDate(at, locale, 'long') : '—'}</>;
}

/** A failed call said in the visitor's language, announced to screen readers. */
export function Refusal({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <p role="alert" className="my-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {refusalMessage(i18n, error)}
    </p>
  );
}

/**
 * A labelled control. The label points at the control (htmlFor) instead of wrapping it: a wrapped select's name
 * would be read out with its chosen option ("Condition —"), and a wrapped input's name with its value.
 */
export function Field({ label, children }: { label: ReactNode; children: ReactElement<{ id?: string }> }) {
  const generated = useId();
  const id = children.props.id ?? generated;
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm font-medium text-stone-800">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

export function TextInput(props: ComponentProps<'input'>) {
  return <input {...props} className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 px-3 text-base" />;
}

export function Select(props: ComponentProps<'select'>) {
  // A long machine name in an option must not widen the form past a phone's screen.
  return <select {...props} className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base" />;
}

/** A section of a page; its title names it, so it is a landmark a screen reader (and a test) can find. */
export function Card({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={title ? titleId : undefined} className="mb-4 rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
      {title && (
        <h2 id={titleId} className="mb-2 text-base font-bold text-leaf-950">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
