import { Trans } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Test payments' notice (the built-in provider: no money moves): says so in bold, then `children` says how to pay in
 * test mode (which card, or the test UPI app). `after` sits under it inside the same box (the test app's link).
 */
export function TestModeNote({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="flex items-start gap-2">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong className="font-semibold">
            <Trans>Test mode — no real money is charged</Trans>
          </strong>
          <br />
          {children}
        </span>
      </p>
      {after}
    </div>
  );
}
