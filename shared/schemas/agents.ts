import { z } from 'zod';
import { indianMobile } from '../phone.js';
import { hireBookInput } from './hiring.js';
import { issueMessage } from './issues.js';

/**
 * Inputs of assisted booking (issue 24, items 4 and 5): a village agent or the shop's staff book for a farmer by the
 * farmer's mobile number, with the same fields as the farmer's own booking on /hire.
 */

/** A mobile number as typed ("98450 12345", "+91 98450-12345", Kannada digits), read by shared/phone.ts. */
export const farmerMobile = z
  .string()
  .trim()
  .max(30)
  .refine((v) => indianMobile(v) !== null, issueMessage('PHONE_INVALID'))
  .transform((v) => indianMobile(v)!);

export const assistedBookInput = hireBookInput.omit({ phone: true }).extend({
  farmerPhone: farmerMobile,
  /** The farmer's language for the SMS, when the farmer has no account yet (an account's own language wins). */
  farmerLocale: z.enum(['en', 'kn']).default('kn'),
});
export type AssistedBookInput = z.output<typeof assistedBookInput>;

export const agentConfirmInput = z.object({
  jobId: z.string().uuid(),
  code: z.string().trim().max(12),
});

export const agentJobInput = z.object({ jobId: z.string().uuid() });

/** Staff book for a caller on the missed-call queue: the farmer's number is the request's, never the browser's. */
export const callbackBookInput = hireBookInput.omit({ phone: true }).extend({ requestId: z.string().uuid() });
export type CallbackBookInput = z.output<typeof callbackBookInput>;
export const callbackIdInput = z.object({ requestId: z.string().uuid() });
