import { z } from 'zod';
import { recordId } from './ids.js';

/** The shop owner's view of one provider's statement. */
export const providerStatementInput = z.object({ providerId: recordId('Provider ID') });

/** The commission report: the last `days` days up to now (Karnataka time is the page's business). */
export const commissionReportInput = z.object({ days: z.number().int().min(1).max(366).default(30) });
