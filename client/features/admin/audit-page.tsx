import { Trans } from '@lingui/react/macro';
import { trpc } from '../../trpc';
import { Card, When } from './admin-ui';

/** Every back-office change: who, what, when, the record before and after. */
export function AuditPage() {
  const audit = trpc.admin.audit.useQuery({});
  return (
    <Card title={<Trans>Audit log</Trans>}>
      <ul className="divide-y divide-stone-100 text-sm">
        {audit.data?.map((a) => (
          <li key={a.id} className="py-2">
            <p>
              <strong>{a.action}</strong> · {a.entity} {a.entityId} · <When at={a.createdAt} /> · <span className="break-all">{a.actorEmail ?? '—'}</span>
            </p>
            <details>
              <summary className="min-h-11 cursor-pointer py-2 text-leaf-800">
                <Trans>Before and after</Trans>
              </summary>
              <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-stone-50 p-2 text-xs">
                {JSON.stringify({ before: a.before, after: a.after }, null, 2)}
              </pre>
            </details>
          </li>
        ))}
      </ul>
    </Card>
  );
}
