import type { ReactNode } from 'react';
import { cn } from '../cn';

/** The white card the cart and checkout steps stand on (a form that is one uses it with PanelHeading). */
export const panelClass = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm';

export function PanelHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-bold text-leaf-900">
      {children}
    </h2>
  );
}

/** A titled section on a white card, named by its heading for screen readers. */
export function Panel({
  headingId,
  title,
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={cn(panelClass, className)}>
      <PanelHeading id={headingId}>{title}</PanelHeading>
      {children}
    </section>
  );
}
