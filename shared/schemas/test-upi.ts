import { z } from 'zod';

/**
 * The test provider's simulated UPI (server/modules/payments/test-upi.router.ts): a payment is named by its client
 * secret, which the shop's payment step and the simulated app's address carry; a UPI PIN has 4 or 6 digits.
 */
const clientSecret = z.string({ error: 'Client secret is required' }).min(1, 'Client secret is required').max(200);

export const UPI_PIN_PATTERN = /^(\d{4}|\d{6})$/;

export const upiPaymentInput = z.object({ clientSecret }).strict();
export type UpiPaymentInput = z.input<typeof upiPaymentInput>;

export const upiApprovalInput = z
  .object({ clientSecret, pin: z.string().regex(UPI_PIN_PATTERN, 'A UPI PIN has 4 or 6 digits') })
  .strict();
export type UpiApprovalInput = z.input<typeof upiApprovalInput>;
