import { z } from 'zod';

/**
 * The largest id an `integer` column holds (Postgres int4). A larger number sent as an id would fail in the database
 * as a 500 ("value out of range for type integer"); the schema refuses it as bad input before any query runs.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * The one schema of an integer record id (products, categories, hire centres and services, equipment): a whole
 * number from 1 to MAX_RECORD_ID. `what` names the field in the English messages ('Product ID is too large').
 */
export function recordId(what = 'ID') {
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${what} is required` : `${what} must be a number`) })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be positive`)
    .max(MAX_RECORD_ID, `${what} is too large`);
}
