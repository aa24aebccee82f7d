import { type RefObject, useEffect } from 'react';

/**
 * Moves focus to the first field marked invalid whenever a new set of errors appears, as screen-reader users expect.
 */
export function useFirstErrorFocus(form: RefObject<HTMLFormElement | null>, errors: Record<string, string>): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
