import { Trans, useLingui } from '@lingui/react/macro';
import { cloneElement, useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { formatCalendarDay, formatKolkataDate } from '../../../shared/format-date';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { useUiLocale } from '../../components/use-ui-locale';
import { refusalMessage } from '../../refusals';

export function Money({ paise }: { paise: number }) {
  const locale = useUiLocale();
  return <>{formatRupees(paise, locale)}</>;
}

/** A calendar day ('YYYY-MM-DD') as the reader says it: '27 Nov 2026' or '27 ನವೆಂಬರ್ 2026'. */
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

/**
 * A number with a decimal point typed on a phone's number pad (acres, hours, rupees). `problemId` names the sentence
 * that says what is wrong with it, when something is: the input is then marked invalid and described by it.
 */
export function DecimalInput({
  onValue,
  problemId,
  ...props
}: Omit<ComponentProps<'input'>, 'onChange' | 'inputMode'> & { onValue: (value: string) => void; problemId?: string }) {
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      onChange={(event) => onValue(event.target.value)}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
    />
  );
}

export function Select(props: ComponentProps<'select'>) {
  // A long machine name in an option must not widen the form past a phone's screen.
  return (
    <select {...props} className="min-h-11 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-3 text-base" />
  );
}

/** A section of a page; its title names it, so it is a landmark a screen reader (and a test) can find. */
export function Card({ title, children }: { title?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className="mb-4 rounded-xl border border-stone-200 bg-white p-3 sm:p-4"
    >
      {title && (
        <h2 id={titleId} className="mb-2 text-base font-bold text-leaf-950">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** What a paged list query gives this page: its data (one page and whether another follows), or its failure. */
interface PagedQuery<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A back-office list, one page at a time: the failure with a retry, a loading line, the page's rows (an empty line
 * when none match), and Previous / Next.
 */
export function PagedList<T extends { hasNextPage: boolean }, Row>({
  query,
  rows,
  page,
  onPage,
  empty,
  renderRow,
}: {
  query: PagedQuery<T>;
  rows: (data: T) => Row[];
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  renderRow: (row: Row) => ReactElement;
}) {
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <LoadingState>
        <Trans>Loading...</Trans>
      </LoadingState>
    );
  }
  const shown = rows(query.data);
  return (
    <>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">{shown.map(renderRow)}</ul>
      {shown.length === 0 && <p className="p-3 text-sm">{empty}</p>}
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" disabled={page === 1} onClick={() => onPage(page - 1)}>
          <Trans>Previous</Trans>
        </Button>
        <Button variant="secondary" disabled={!query.data.hasNextPage} onClick={() => onPage(page + 1)}>
          <Trans>Next</Trans>
        </Button>
      </div>
    </>
  );
}

/* * The end of a back-office form: what went wrong (a problem found here, or the server's refusal), then Save and
 * Cancel.*/
export function SaveOrCancel({
  save,
  pending,
  problem,
  error,
  onCancel,
}: {
  save: ReactNode;
  pending: boolean;
  problem?: ReactNode;
  error: unknown;
  onCancel: () => void;
}) {
  return (
    <div className="sm:col-span-2">
      {problem && (
        <p role="alert" className="my-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <Refusal error={error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  );
}
