/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in to an
 * account gets a cookie naming it as a known device of that account. Failed logins from a known device count
 * against that device alone; the per-account limit applies only to unknown devices. So a stranger who fails a
 * hundred logins on someone's address locks out strangers, not the owner's own phone.
 *
 * The cookie holds a random token; the database keeps its SHA-256 and the account it belongs to.
 */
import type { Env } from '../../env.js';
import type { RateLimitRule } from '../../providers/rate-limiter.js';
import type { Db } from '../../db/db.js';
import { deviceRepository } from './auth.repository.js';
import { randomBase32, sha256Of } from './session.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A browser unused for this long is a stranger again. */
export const DEVICE_LIFETIME_MS = 180 * DAY_MS;

/** A known device's own allowance: a user mistyping, not a guesser. Beyond it the device counts as unknown. */
export const failedLoginsPerDevice: RateLimitRule = { name: 'login-failed-device', max: 10, windowMs: HOUR_MS };

const TOKEN_BYTES = 20;
const TOKEN_PATTERN = /^[a-z2-7]{32}$/;

interface CookieAccess {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { maxAge?: number; expires?: Date }): void;
}

interface DeviceDeps {
  db: Db;
  env: Pick<Env, 'APP_ORIGIN'>;
  clock: { now(): Date };
  cookies: CookieAccess;
}

/** Like the session cookie, __Host- on https so no subdomain can plant one. */
export function deviceCookieName(env: Pick<Env, 'APP_ORIGIN'>): string {
  return env.APP_ORIGIN.startsWith('https:') ? '__Host-ry_device' : 'ry_device';
}

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

/**
 * The limiter key of this request's browser when it is a known device of the account signing in (`account`: its
 * e-mail, or its number in E.164), or null
 * when it is unknown: no cookie, a forged or expired one, or one given to another account.
 */
export async function knownDeviceKey(deps: DeviceDeps, account: string): Promise<string | null> {
  const token = deps.cookies.get(deviceCookieName(deps.env));
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const hash = sha256Of(token);
  const since = new Date(deps.clock.now().getTime() - DEVICE_LIFETIME_MS);
  return (await deviceRepository.isKnown(deps.db, hash, account, since)) ? toHex(hash) : null;
}

/** After a successful sign-in: this browser is (still) a known device of the account; its cookie is renewed. */
export async function rememberDevice(deps: DeviceDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  const name = deviceCookieName(deps.env);
  const current = deps.cookies.get(name);
  let token = current && TOKEN_PATTERN.test(current) ? current : undefined;
  if (token && !(await deviceRepository.touch(deps.db, sha256Of(token), userId, now))) token = undefined;
  if (!token) {
    token = randomBase32(TOKEN_BYTES);
    await deviceRepository.add(deps.db, sha256Of(token), userId, now, new Date(now.getTime() - DEVICE_LIFETIME_MS));
  }
  deps.cookies.set(name, token, { expires: new Date(now.getTime() + DEVICE_LIFETIME_MS) });
}
