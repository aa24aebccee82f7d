import { z } from 'zod';
import { indianMobile } from '../phone.js';
import { recordId } from './ids.js';
import { daysBetween, isCalendarDay } from '../rental.js';
import { issueMessage } from './issues.js';
import { hireServiceFields, withHourlyRateCheck } from './hiring.js';

/** Inputs of providers (server/modules/providers): the same schema checks the provider's forms and the procedures. */

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** A UPI ID (virtual payment address): handle@bank. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

const mobile = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const e164 = indianMobile(v);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: issueMessage('PHONE_INVALID') });
      return z.NEVER;
    }
    return e164;
  });

const payout = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('bank'),
    ifsc: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => IFSC_PATTERN.test(v), 'An 11-character IFSC code'),
    accountNumber: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .refine((v) => BANK_ACCOUNT_PATTERN.test(v), 'A bank account number of 9 to 18 digits'),
  }),
  z.object({
    method: z.literal('upi'),
    upiId: z
      .string()
      .trim()
      .refine((v) => UPI_ID_PATTERN.test(v), 'A UPI ID like name@bank'),
  }),
]);
export type PayoutInput = z.infer<typeof payout>;

export const providerRegisterInput = z.object({
  name: z.string().trim().min(1, issueMessage('FULL_NAME_REQUIRED')).max(120),
  village: z.string().trim().min(1).max(120),
  district: z.string().trim().min(1).max(120),
  phone: mobile,
  payout,
});
export type ProviderRegisterInput = z.input<typeof providerRegisterInput>;

const lat = z.number().min(11).max(19);
const lon = z.number().min(73).max(79);

/** A provider's own hire centre: where the machines stand and how far they travel. */
export const providerCentreInput = z.object({
  id: recordId('Centre ID').optional(),
  name: z.string().trim().min(1).max(120),
  nameKn: z.string().trim().min(1).max(120),
  address: z.string().trim().min(1).max(300),
  village: z.string().trim().min(1).max(120),
  taluk: z.string().trim().min(1).max(120),
  district: z.string().trim().min(1).max(120),
  pinCode: z.string().regex(/^[1-9]\d{5}$/, 'A 6-digit PIN code'),
  lat,
  lon,
  serviceRadiusKm: z.number().int().min(1).max(50),
});
export type ProviderCentreInput = z.input<typeof providerCentreInput>;

/**
 * A provider's service: the hiring model's own fields (work, rates, crews and capacity) on one of the provider's
 * centres, without the shop's catalogue links and the advance's share (the shop's: 25 %).
 */
export const providerServiceInput = withHourlyRateCheck(
  hireServiceFields.omit({ machineEquipmentId: true, implementEquipmentId: true, advancePercent: true }),
);
export type ProviderServiceInput = z.input<typeof providerServiceInput>;

const day = z.string().refine(isCalendarDay, 'Choose a date');
/** The longest stretch of the calendar one read returns. */
export const PROVIDER_CALENDAR_DAYS = 62;

export const providerJobsInput = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to && daysBetween(q.from, q.to) <= PROVIDER_CALENDAR_DAYS, {
    message: `At most ${PROVIDER_CALENDAR_DAYS} days, the first before the last`,
    path: ['to'],
  });

export const providerApproveInput = z.object({
  providerId: recordId('Provider ID'),
  /** The platform's commission in basis points: 1500 = 15 %. */
  commissionPercentBp: z.number().int().min(0).max(5000),
});

export const providerIdInput = z.object({ providerId: recordId('Provider ID') });

export const rateDecisionInput = z.object({
  requestId: recordId('Request ID'),
  approve: z.boolean(),
});
