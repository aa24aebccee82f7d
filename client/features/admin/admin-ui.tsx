import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { formatKolkataDate } from '../../../shared/format-date';
import { formatRupees } from '../../../shared/money';
import { useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage } from '../../refusals';

export function Money({ paise }: { paise: number }) {
  const locale = useUiLocale();
  return <>{formatRupees(paise, locale)}</>;
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

export function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
      <span>{label}</span>
      {children}
    </label>
  );
}

export function TextInput(props: ComponentProps<'input'>) {
  return <input {...props} className="min-h-11 rounded-lg border border-stone-400 px-3 text-base" />;
}

export function Select(props: ComponentProps<'select'>) {
  return <select {...props} className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-base" />;
}

export function Card({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <section className="mb-4 rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
      {title && <h2 className="mb-2 text-base font-bold text-leaf-950">{title}</h2>}
      {children}
    </section>
  );
}
