import { z } from 'zod';
import { handOverPlaces, orderStages, unitConditions } from '../order-life.js';
import { isCalendarDay } from '../rental.js';
import { userRoles } from '../roles.js';
import { recordId } from './ids.js';

const orderId = z.uuid({ error: 'Order not found' });
const note = z.string().trim().max(500, 'At most 500 characters');
/**
 * A day of the shop's calendar: real, and within this century (a year like 9999 took the planner's and reports'
 * date arithmetic out of the database's range).
 */
const day = z
  .string()
  .refine(isCalendarDay, 'Choose a real date (YYYY-MM-DD)')
  .refine((value) => value >= '2000-01-01' && value <= '2099-12-31', 'Choose a date between 2000 and 2099');
const paise = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be whole paise`)
    .min(0, `${what} cannot be negative`)
    .max(1_000_000_000, `${what} is too large`);

export const adminOrdersListInput = z
  .object({
    stage: z.enum([...orderStages, 'cancelled']).optional(),
    kind: z.enum(['purchase', 'rental']).optional(),
    /** Orders paid on or after this day (Asia/Kolkata). */
    from: day.optional(),
    /** Orders paid on or before this day. */
    to: day.optional(),
    customer: z.string().trim().max(254).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
  })
  .strict()
  .prefault({});

export const adminOrderIdInput = z.object({ orderId }).strict();

/** One step of an order's life; the server decides whether it is the allowed one. */
export const orderStepInput = z.discriminatedUnion('step', [
  z.object({ orderId, step: z.literal('packed'), note: note.optional() }).strict(),
  z
    .object({ orderId, step: z.literal('dispatched'), note: note.min(1, 'Say how it goes, such as the vehicle') })
    .strict(),
  z.object({ orderId, step: z.literal('delivered'), note: note.optional() }).strict(),
  z.object({ orderId, step: z.literal('ready'), note: note.optional() }).strict(),
  z
    .object({
      orderId,
      step: z.literal('handed_over'),
      place: z.enum(handOverPlaces),
      condition: z.enum(unitConditions),
      note: note.optional(),
    })
    .strict(),
  z.object({ orderId, step: z.literal('returned'), condition: z.enum(unitConditions), note: note.optional() }).strict(),
  z.object({ orderId, step: z.literal('closed'), damage: paise('Damage').default(0), note: note.optional() }).strict(),
]);
export type OrderStepInput = z.input<typeof orderStepInput>;

export const staffCancelInput = z.object({ orderId, reason: note.min(1, 'Give a reason') }).strict();
export const customerCancelInput = z.object({ orderId, reason: note.default('') }).strict();

export const customersSearchInput = z
  .object({ query: z.string().trim().max(254).default(''), page: z.number().int().min(1).max(10_000).default(1) })
  .strict()
  .prefault({});
export const customerIdInput = z.object({ userId: z.uuid({ error: 'Customer not found' }) }).strict();

export const setRoleInput = z
  .object({ userId: z.uuid({ error: 'Customer not found' }), role: z.enum(userRoles) })
  .strict();

export const auditListInput = z
  .object({
    entity: z.string().max(50).optional(),
    entityId: z.string().max(100).optional(),
    beforeId: z.number().int().positive().optional(),
  })
  .strict()
  .prefault({});

export const plannerInput = z
  .object({ from: day.optional(), days: z.number().int().min(1).max(42).default(28) })
  .strict()
  .prefault({});

const text = (max: number, what: string) => z.string().trim().max(max, `${what}: at most ${max} characters`);

/** A machine as the back office creates or edits it; amounts in paise. */
export const machineInput = z
  .object({
    name: text(200, 'Name').min(1, 'Name is required'),
    nameKn: text(200, 'Kannada name').min(1, 'Kannada name is required'),
    description: text(5000, 'Description').default(''),
    descriptionKn: text(5000, 'Kannada description').default(''),
    categoryId: recordId('Category ID').nullable().default(null),
    price: paise('Price'),
    rentalPricePerDay: paise('Daily rent').nullable().default(null),
    isAvailableForSale: z.boolean().default(true),
    isAvailableForRent: z.boolean().default(false),
    stockQuantity: z.number().int().min(0).max(100_000),
    brand: text(100, 'Brand').nullable().default(null),
    model: text(100, 'Model').nullable().default(null),
    modelYear: z.number().int().min(1950).max(2100).nullable().default(null),
    horsepower: z.number().int().min(0).max(2000).nullable().default(null),
    condition: z.enum(['new', 'like_new', 'good', 'fair']).nullable().default(null),
    hoursUsed: z.number().int().min(0).max(1_000_000).nullable().default(null),
    warrantyMonths: z.number().int().min(0).max(240).nullable().default(null),
    features: text(2000, 'Features').default(''),
    featuresKn: text(2000, 'Kannada features').default(''),
    minimumRentalDays: z.number().int().min(1).max(92).default(1),
    bufferDays: z.number().int().min(0).max(30).default(0),
    securityDeposit: paise('Deposit').default(0),
  })
  .strict()
  .refine((m) => !m.isAvailableForRent || (m.rentalPricePerDay !== null && m.rentalPricePerDay > 0), {
    message: 'A machine for rent needs a daily rent',
    path: ['rentalPricePerDay'],
  });

export const machineIdInput = z.object({ id: recordId('Machine ID') }).strict();
export const machineUpdateInput = z.object({ id: recordId('Machine ID'), machine: machineInput }).strict();
export const machinesListInput = z
  .object({
    search: z.string().trim().max(100).default(''),
    archived: z.boolean().default(false),
    page: z.number().int().min(1).max(10_000).default(1),
  })
  .strict()
  .prefault({});

export const maintenanceInput = z
  .object({
    productId: recordId('Product ID'),
    quantity: z.number().int().min(1).max(999),
    start: day,
    /** The first day the units are back (exclusive), like a rental's return day. */
    end: day,
    reason: z.enum(['servicing', 'repair']),
    note: note.default(''),
  })
  .strict()
  .refine((b) => !isCalendarDay(b.start) || !isCalendarDay(b.end) || b.end > b.start, {
    message: 'The end must be after the start',
    path: ['end'],
  });
export const maintenanceListInput = z
  .object({ productId: recordId('Product ID').optional() })
  .strict()
  .prefault({});
export const maintenanceIdInput = z.object({ id: z.uuid({ error: 'Block not found' }) }).strict();

export const photoMoveInput = z
  .object({ photoId: z.uuid({ error: 'Photo not found' }), position: z.number().int().min(0).max(99) })
  .strict();
export const photoIdInput = z.object({ photoId: z.uuid({ error: 'Photo not found' }) }).strict();
