import { useEffect, useRef, type RefObject } from 'react';

type Field = { name: string; value: string };

/**
 * The fields whose value on screen differs from the state: what was typed into a server-rendered page before its
 * code started (React hydrates the inputs without reading them). Only fields named in `values` count.
 */
export function earlyInputChanges<T extends Record<string, string>>(
  fields: Iterable<Field>,
  values: T,
): Partial<T> | null {
  const changes: Partial<T> = {};
  let changed = false;
  for (const { name, value } of fields) {
    if (!Object.hasOwn(values, name) || values[name] === value) continue;
    changes[name as keyof T] = value as T[keyof T];
    changed = true;
  }
  return changed ? changes : null;
}

/**
 * Once the page's code runs, puts what the farmer typed before then into the state, as if typed now: the values of
 * the named inputs, selects and text areas inside `root` that differ from `values` are handed to `adopt` at once.
 * Runs on mount only; later typing goes through the inputs' own change handlers.
 */
export function useAdoptEarlyInput<T extends Record<string, string>>(
  root: RefObject<HTMLElement | null>,
  values: T,
  adopt: (changes: Partial<T>) => void,
): void {
  const first = useRef({ values, adopt });
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const fields = element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input[name], select[name], textarea[name]',
    );
    const changes = earlyInputChanges(
      Array.from(fields, (field) => ({ name: field.name, value: field.value })),
      first.current.values,
    );
    if (changes) first.current.adopt(changes);
  }, [root]);
}
