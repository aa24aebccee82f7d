import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../components/cn';
import { useOnline } from './use-online';

/**
 * Beside an action that needs the network (add to cart, send to the assistant, log in, pay): while offline it
 * says why the action waits, instead of the action failing with nothing said. `children` is the sentence.
 */
export function NeedsNetwork({ children, className }: { children: ReactNode; className?: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className={cn('flex items-start gap-1.5 text-sm font-medium text-soil-900', className)}>
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
