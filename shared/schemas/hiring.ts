import { z } from 'zod';
import { hireOperations, hireSlots, hireUnits } from '../hiring.js';
import { recordId } from './ids.js';
import { isCalendarDay } from '../rental.js';
import { isAllowedPhotoAddress } from '../photos.js';
import { issueMessage } from './issues.js';

/** Inputs of hiring: the same schema checks the form and the procedure. Areas are milli-acres (1 gunta = 25). */

const day = z.string().refine(isCalendarDay, 'Choose a date');
/** Largest field one booking takes: 200 acres. */
const area = z.number().int('Area in whole guntas').min(25, 'At least 1 gunta').max(200_000, 'At most 200 acres');
// Karnataka with a margin: the gazetteer and the centres are all inside it.
const lat = z.number().min(11).max(19);
const lon = z.number().min(73).max(79);
const phone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s()-]/g, ''))
  .refine((v) => /^(\+91)?[6-9]\d{9}$/.test(v), 'A 10-digit mobile number')
  .transform((v) => (v.startsWith('+91') ? v : `+91${v}`));

export const hireSearchInput = z.object({
  operation: z.enum(hireOperations),
  lat,
  lon,
  areaMilliAcres: area,
  day,
});
export type HireSearchInput = z.infer<typeof hireSearchInput>;

export const placeSearchInput = z.object({ q: z.string().trim().min(1).max(60) });

const field = {
  serviceId: recordId('Service ID'),
  day,
  slot: z.enum(hireSlots),
  areaMilliAcres: area,
  lat,
  lon,
  place: z.string().trim().min(1).max(120),
  landmark: z.string().trim().min(1, 'Tell the crew how to find the field').max(200),
  phone,
};

export const hireBookInput = z.object(field);
export type HireBookInput = z.input<typeof hireBookInput>;
export const hireWaitlistInput = z.object(field);

export const hireJobIdInput = z.object({ jobId: z.string().uuid() });

export const hireAssignCrewInput = z.object({
  jobId: z.string().uuid(),
  operatorName: z.string().trim().min(1).max(80),
  operatorPhone: phone,
  machine: z.string().trim().min(1).max(120),
});

export const hireDoneInput = z.object({
  jobId: z.string().uuid(),
  /** Acres or hours, to a thousandth. */
  measured: z
    .number()
    .positive()
    .max(1000)
    .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, 'At most three decimals'),
  photoUrl: z.string().max(500).refine(isAllowedPhotoAddress, issueMessage('PHOTO_ADDRESS_INVALID')).optional(),
});

export const hireRateInput = z.object({
  jobId: z.string().uuid(),
  serviceStars: z.number().int().min(1).max(5),
  operatorStars: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).default(''),
});

export const hireBoardInput = z.object({ centreId: recordId('Centre ID'), day });

export const hireCentreInput = z.object({
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
  serviceRadiusKm: z.number().int().min(1).max(150),
  phone,
  isActive: z.boolean().default(true),
});
export type HireCentreInput = z.infer<typeof hireCentreInput>;

const paise = z.number().int().min(0).max(10_000_000);

/** A service on a centre: its work, machine, rates, crews and capacity (the shop's centres and providers' alike). */
export const hireServiceFields = z.object({
  id: recordId('Service ID').optional(),
  centreId: recordId('Centre ID'),
  operation: z.enum(hireOperations),
  machineEquipmentId: recordId('Machine ID').nullable(),
  implementEquipmentId: recordId('Implement ID').nullable(),
  machineName: z.string().trim().min(1).max(120),
  machineNameKn: z.string().trim().min(1).max(120),
  operatorIncluded: z.boolean().default(true),
  unit: z.enum(hireUnits),
  rate: paise.min(100),
  minimumCharge: paise,
  travelPerKm: paise,
  freeKm: z.number().int().min(0).max(150),
  acresPerHourMilli: z.number().int().min(50).max(20_000).nullable(),
  crews: z.number().int().min(1).max(100),
  capacityPerCrewDayMilli: z.number().int().min(100).max(200_000),
  advancePercent: z.number().int().min(0).max(100).default(25),
  isActive: z.boolean().default(true),
});

/** An hourly rate needs the crew's acres an hour, to estimate the hours of a field. */
export function withHourlyRateCheck<S extends z.ZodType<{ unit: 'acre' | 'hour'; acresPerHourMilli: number | null }>>(
  schema: S,
) {
  return schema.refine((s) => s.unit === 'acre' || s.acresPerHourMilli !== null, {
    message: 'Acres an hour is needed for an hourly rate',
    path: ['acresPerHourMilli'],
  });
}

export const hireServiceInput = withHourlyRateCheck(hireServiceFields);
export type HireServiceInput = z.infer<typeof hireServiceInput>;
