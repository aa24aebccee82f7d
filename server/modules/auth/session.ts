import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Env } from '../../env.js';
import type { AppDeps, CookieJar, SessionUser } from '../../deps.js';
import type { Db } from '../../db/db.js';
import { sessionRepository } from './auth.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A session unused for this long ends. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * DAY_MS;
/** No session outlives this, however busy: a stolen token stops working eventually. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;
/** Last use is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_INTERVAL_MS = HOUR_MS;

// 120 bits of id (a lookup key, not a secret) and 160 bits of secret, as base32 without padding.
const ID_BYTES = 15;
const SECRET_BYTES = 20;
const TOKEN_PATTERN = /^([a-z2-7]{24})\.([a-z2-7]{32})$/;

export function randomBase32(bytes: number): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function sha256Of(text: string): Uint8Array {
  return sha256(new TextEncoder().encode(text));
}

/** The __Host- prefix makes the browser insist on Secure, Path=/ and no Domain, so no subdomain can plant one. */
export function sessionCookieName(env: Pick<Env, 'APP_ORIGIN'>): string {
  return env.APP_ORIGIN.startsWith('https:') ? '__Host-ry_session' : 'ry_session';
}

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

/** When the cookie should go: at the idle timeout from the last use, but never past the absolute end. */
export function sessionCookieExpiry(session: Pick<SessionRecord, 'lastUsedAt' | 'expiresAt'>): Date {
  return new Date(Math.min(session.lastUsedAt.getTime() + SESSION_IDLE_TIMEOUT_MS, session.expiresAt.getTime()));
}

function isExpired(session: Pick<SessionRecord, 'lastUsedAt' | 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= sessionCookieExpiry(session).getTime();
}

type SessionDeps = Pick<AppDeps, 'db' | 'clock'>;

export async function createSession(
  { db, clock }: { db: Db; clock: AppDeps['clock'] },
  userId: string,
): Promise<{ token: string; session: SessionRecord }> {
  const id = randomBase32(ID_BYTES);
  const secret = randomBase32(SECRET_BYTES);
  const now = clock.now();
  const session: SessionRecord = {
    id,
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
  };
  await sessionRepository.insert(db, { ...session, secretHash: sha256Of(secret) });
  return { token: `${id}.${secret}`, session };
}

export interface ValidSession {
  session: SessionRecord;
  user: SessionUser;
  /** Last use was written now: the cookie should be sent again with the later expiry. */
  touched: boolean;
}

/** The session a token stands for, or null when it is malformed, unknown, forged or over. */
export async function validateSessionToken({ db, clock }: SessionDeps, token: string): Promise<ValidSession | null> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id, secret] = match as unknown as [string, string, string];

  const row = await sessionRepository.findWithUser(db, id);
  if (!row) return null;
  if (!constantTimeEqual(sha256Of(secret), new Uint8Array(row.secretHash))) return null;

  const now = clock.now();
  const session: SessionRecord = {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
  };
  if (isExpired(session, now)) {
    await sessionRepository.delete(db, session.id);
    return null;
  }
  let touched = false;
  if (now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    session.lastUsedAt = now;
    await sessionRepository.touch(db, session.id, now);
    touched = true;
  }
  return { session, user: { id: row.userId, email: row.email, phone: row.phone, role: row.role }, touched };
}

/** Signs the user in with a brand-new session (never a reused one) and sets its cookie. */
export async function startSession(
  deps: SessionDeps & Pick<AppDeps, 'env'> & { cookies: CookieJar },
  userId: string,
): Promise<void> {
  await endSession(deps);
  await sessionRepository.deleteEnded(deps.db, userId, deps.clock.now(), SESSION_IDLE_TIMEOUT_MS);
  const { token, session } = await createSession(deps, userId);
  deps.cookies.set(sessionCookieName(deps.env), token, { expires: sessionCookieExpiry(session) });
}

/** Deletes the session of the request's cookie (when it is genuine) and the cookie itself. */
export async function endSession(deps: SessionDeps & Pick<AppDeps, 'env'> & { cookies: CookieJar }): Promise<void> {
  const name = sessionCookieName(deps.env);
  const token = deps.cookies.get(name);
  if (token === undefined) return;
  const valid = await validateSessionToken(deps, token);
  if (valid) await sessionRepository.delete(deps.db, valid.session.id);
  deps.cookies.clear(name);
}

/**
 * Reads the session cookie of a request for the outer context: the signed-in user, or null. A cookie that no longer
 * stands for a session is cleared; a session whose last use was just written gets its cookie again, with the new
 * expiry (sliding renewal).
 */
export async function authenticate(deps: AppDeps, cookies: CookieJar): Promise<SessionUser | null> {
  const name = sessionCookieName(deps.env);
  const token = cookies.get(name);
  if (token === undefined) return null;
  const valid = await validateSessionToken(deps, token);
  if (!valid) {
    cookies.clear(name);
    return null;
  }
  if (valid.touched) cookies.set(name, token, { expires: sessionCookieExpiry(valid.session) });
  return valid.user;
}
