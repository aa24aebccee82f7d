import { z } from 'zod';

/** Inputs of work measured at the field (server/modules/field-work): the operator's readings, the farmer's answer. */

/** A boundary walk of up to about 40 minutes at a fix a second: 2,500 fixes fit the request size with room. */
export const MAX_FIXES = 2500;
/** A photo as a small JPEG data: URL (the phone shrinks it to 640 px first). */
export const MAX_PHOTO_CHARS = 160_000;

const fix = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  accuracyM: z.number().min(0).max(10_000),
  at: z.number().int().min(0).max(8.64e15),
});

export const fieldReadingInput = z.discriminatedUnion('kind', [
  z.object({
    id: z.string().uuid(),
    jobId: z.string().uuid(),
    kind: z.enum(['start', 'stop']),
    takenAt: z.number().int().min(0).max(8.64e15),
  }),
  z.object({
    id: z.string().uuid(),
    jobId: z.string().uuid(),
    kind: z.literal('boundary'),
    takenAt: z.number().int().min(0).max(8.64e15),
    fixes: z.array(fix).min(1).max(MAX_FIXES),
  }),
  z.object({
    id: z.string().uuid(),
    jobId: z.string().uuid(),
    kind: z.literal('photo'),
    takenAt: z.number().int().min(0).max(8.64e15),
    photo: z
      .string()
      .max(MAX_PHOTO_CHARS)
      .regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/, 'A JPEG photo'),
  }),
]);
export type FieldReadingInput = z.infer<typeof fieldReadingInput>;

export const fieldConfirmInput = z.object({ jobId: z.string().uuid(), code: z.string().regex(/^\d{6}$/, '6 digits') });
export const fieldDisputeInput = z.object({ jobId: z.string().uuid(), note: z.string().trim().min(1).max(500) });
