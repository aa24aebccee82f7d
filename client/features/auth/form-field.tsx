import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { cn } from '../../components/cn';

type FieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

const inputClasses =
  'min-h-12 w-full rounded-xl border bg-white px-4 py-2 text-base text-ink ' +
  'shadow-sm placeholder:text-stone-500 focus:border-leaf-600';

/** A labelled input with its error beside it, announced to screen readers and tied to the input. */
export function FormField({ label, error, hint, type = 'text', ...input }: FieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, isPassword && 'pr-12', error ? 'border-red-600' : 'border-stone-300')}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            aria-label={revealed ? t`Hide password` : t`Show password`}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
            className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center
              rounded-lg text-stone-600 hover:bg-stone-100 hover:text-leaf-800"
          >
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
