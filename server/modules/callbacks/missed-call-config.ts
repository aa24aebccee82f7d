/**
 * The missed-call webhooks' configuration (callbacks.webhook.ts): the shared secret the telephony provider's requests
 * carry (Exotel, in the address) or sign with (HMAC-SHA256 of the body). Without MISSED_CALL_SECRET the webhooks do
 * not exist (404), and a missed call can be given by hand on /dev/missed-call in development.
 */
export interface MissedCallConfig {
  secret: string;
}

/** MISSED_CALL_SECRET, at least 16 characters, or no missed-call webhooks. */
export function missedCallConfig(env: Record<string, string | undefined>): MissedCallConfig | undefined {
  const secret = env.MISSED_CALL_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < 16) throw new Error('Invalid configuration: MISSED_CALL_SECRET must be at least 16 characters');
  return { secret };
}
