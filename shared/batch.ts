/**
 * The most procedures one tRPC request may name. The server refuses a larger batch before running any of it
 * (BATCH_TOO_LARGE), so one request cannot take every database connection; the client's links split their
 * batches to stay within it.
 */
export const MAX_BATCH_PROCEDURES = 10;
