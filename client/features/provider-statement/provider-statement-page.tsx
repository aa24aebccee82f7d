import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ErrorState, LoadingState } from '../../components/ui/query-states';
import { trpc } from '../../trpc';
import { StatementView } from './statement-view';

/**
 * /provider/statement: an approved provider's statement, read from the ledger: their jobs, the gross, the shop's
 * commission, their share, what was paid to them and the balance still to be paid. Only their own: the server finds
 * the provider from the session.
 */
export function ProviderStatementPage() {
  const statement = trpc.ledger.myStatement.useQuery();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-3 py-6 sm:px-4">
      <h1 className="text-2xl font-bold">
        <Trans>Your statement</Trans>
      </h1>
      <p>
        <Link href="/provider" className="font-semibold text-leaf-800 underline">
          <Trans>Back to your machines</Trans>
        </Link>
      </p>
      {statement.isPending ? (
        <LoadingState>
          <Trans>Loading...</Trans>
        </LoadingState>
      ) : statement.isError ? (
        <ErrorState onRetry={() => void statement.refetch()} />
      ) : (
        <StatementView statement={statement.data} />
      )}
    </div>
  );
}
