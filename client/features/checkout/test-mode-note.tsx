import { Trans } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Notice } from '../../components/ui/notice';

/**
 * Test payments' notice (the built-in provider: no money moves): says so in bold, then `children` says how to pay in
 * test mode (which card, or the test UPI app). `after` sits under it inside the same box (the test app's link).
 */
export function TestModeNote({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <Notice role="note" tone="amber" icon={FlaskConical} after={after}>
      <strong className="font-semibold">
        <Trans>Test mode — no real money is charged</Trans>
      </strong>
      <br />
      {children}
    </Notice>
  );
}
