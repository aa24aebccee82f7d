import { z } from 'zod';
import { calendarDaySchema } from './cart.js';

/** The back office's daily settlement: a day in Karnataka ('YYYY-MM-DD'), today when not given. */
export const settlementInput = z.object({ day: calendarDaySchema.optional() }).strict().prefault({});
