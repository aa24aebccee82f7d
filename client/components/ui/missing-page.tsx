import type { ReactNode } from 'react';

/** A page whose subject does not exist (unknown address, removed product): a mark, the title, why, and the way back. */
export function MissingPage({
  mark,
  title,
  children,
  action,
}: {
  mark: ReactNode;
  title: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-24">
      {mark}
      <h1 className="mt-4 text-3xl font-bold text-leaf-900">{title}</h1>
      <p className="mt-3 text-ink-muted">{children}</p>
      <div className="mt-8">{action}</div>
    </div>
  );
}
