import { Sprout } from 'lucide-react';
import { cn } from '../cn';

/** The brand mark: "Raitha Yantra" with its Kannada name ರೈತ ಯಂತ್ರ beneath. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2 sm:gap-2.5">
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-10',
          inverted ? 'bg-leaf-800 text-soil-300' : 'bg-leaf-800 text-leaf-100',
        )}
      >
        <Sprout className="size-6" />
      </span>
      <span className="flex flex-col leading-tight">
        <span
          lang="en"
          className={cn(
            'text-base font-bold tracking-tight whitespace-nowrap sm:text-lg',
            inverted ? 'text-white' : 'text-leaf-900',
          )}
        >
          Raitha Yantra
        </span>
        <span
          lang="kn"
          className={cn('text-xs font-medium whitespace-nowrap', inverted ? 'text-soil-200' : 'text-soil-700')}
        >
          ರೈತ ಯಂತ್ರ
        </span>
      </span>
    </span>
  );
}
