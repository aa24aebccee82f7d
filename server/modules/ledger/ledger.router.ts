import { commissionReportInput, providerStatementInput } from '../../../shared/schemas/ledger.js';
import { input, ownerProcedure, protectedProcedure, router } from '../../trpc/init.js';
import { providersService } from '../providers/providers.service.js';
import { commissionReport, providerStatement } from './ledger-statement.service.js';

/**
 * The ledger's reads. A provider reads only their own statement: the provider comes from the session's account
 * (providersService.approved), never from the input. The shop's owner reads any provider's and the commission report.
 */
export const ledgerRouter = router({
  myStatement: protectedProcedure.query(async ({ ctx }) => {
    const provider = await providersService.approved(ctx, ctx.user);
    return providerStatement(ctx, String(provider.id));
  }),
  statement: ownerProcedure
    .input(input(providerStatementInput))
    .query(({ ctx, input }) => providerStatement(ctx, String(input.providerId))),
  commissionReport: ownerProcedure
    .input(input(commissionReportInput))
    .query(({ ctx, input }) => commissionReport(ctx, input.days)),
});
