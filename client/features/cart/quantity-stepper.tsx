import { useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../components/cn';

const stepButton =
  'inline-flex size-11 items-center justify-center text-leaf-900 transition-colors ' +
  'enabled:hover:bg-leaf-50 disabled:cursor-not-allowed disabled:text-stone-400';

/**
 * Minus, a number field and plus. Minus stops at 1 and plus at `max`; the field takes digits only and applies a
 * whole number from 1 to `max` when it loses focus or Enter is pressed (anything else puts the old value back).
 */
export function QuantityStepper({
  value,
  max,
  itemName,
  disabled = false,
  onChange,
}: {
  value: number;
  max: number;
  itemName: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  function commit() {
    const typed = /^\d+$/.test(text) ? Number(text) : NaN;
    if (Number.isSafeInteger(typed) && typed >= 1 && typed <= Math.max(max, 1) && typed !== value) onChange(typed);
    else setText(String(value));
  }

  return (
    <div
      className={cn(
        'inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white',
        disabled && 'opacity-60',
      )}
    >
      <button
        type="button"
        className={stepButton}
        aria-label={t`Decrease quantity of ${itemName}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={t`Quantity of ${itemName}`}
        className="h-11 w-14 border-x border-stone-300 text-center text-base font-semibold text-ink
          outline-offset-[-3px]"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setText(String(value));
        }}
      />
      <button
        type="button"
        className={stepButton}
        aria-label={t`Increase quantity of ${itemName}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
