import type { z } from 'zod';
import {
  EMAIL_NOT_CONFIRMED,
  INVALID_CREDENTIALS,
  INVALID_LINK,
  MAIL_NOT_SENT,
  type confirmEmailInput,
  type emailRequestInput,
  type loginInput,
  type registerInput,
  type resetPasswordInput,
} from '../../../shared/schemas/auth.js';
import { refuse, tooManyRequests } from '../../errors.js';
import { checkLimit, type RateLimitRule } from '../../providers/rate-limiter.js';
import type { Db } from '../../db/db.js';
import type { Context, SessionUser } from '../../deps.js';
import { authMail, type AuthMailKind } from './auth.mails.js';
import { failedLoginsPerDevice, knownDeviceKey, rememberDevice } from './devices.js';
import {
  emailTokenRepository,
  type EmailTokenPurpose,
  sessionRepository,
  type UiLocale,
  userRepository,
} from './auth.repository.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';
import { endSession, randomBase32, sha256Of, startSession } from './session.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const authLimits = {
  loginPerIp: { name: 'login-ip', max: 10, windowMs: MINUTE_MS },
  registerPerIp: { name: 'register-ip', max: 10, windowMs: MINUTE_MS },
  mailRequestsPerIp: { name: 'mail-request-ip', max: 10, windowMs: MINUTE_MS },
  /**
   * Failures from browsers not known to the account (devices.ts), keyed by the address tried (known or not):
   * guessing one account's password stays slow, and the owner's own browsers are not locked out by it.
   */
  failedLoginsPerAccount: { name: 'login-failed-account', max: 100, windowMs: HOUR_MS },
  /** Account e-mails to one address, so nobody can flood someone's inbox through the forms. */
  mailsPerAddress: { name: 'mail-address', max: 5, windowMs: HOUR_MS },
} satisfies Record<string, RateLimitRule>;

export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  confirm: 24 * HOUR_MS,
  reset: HOUR_MS,
};

// 160 bits, base32: unguessable, and safe in a URL without escaping.
const EMAIL_TOKEN_BYTES = 20;

export async function issueEmailToken(db: Db, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<string> {
  const token = randomBase32(EMAIL_TOKEN_BYTES);
  await emailTokenRepository.deleteSpent(db, userId, now);
  await emailTokenRepository.insert(db, {
    userId,
    purpose,
    tokenHash: sha256Of(token),
    expiresAt: new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
    createdAt: now,
  });
  return token;
}

/** Counts a mail to this address and refuses beyond the limit; case-insensitive like the accounts. */
export async function allowMailTo(ctx: Context, email: string): Promise<void> {
  const result = await checkLimit(ctx, 'hit', authLimits.mailsPerAddress, email.toLowerCase());
  if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
}

export async function sendAuthMail(
  ctx: Context,
  kind: AuthMailKind,
  mail: { to: string; locale: UiLocale; token?: string },
): Promise<void> {
  try {
    await ctx.mailer.send(authMail(kind, { ...mail, origin: ctx.env.APP_ORIGIN }));
  } catch (error) {
    ctx.log.error({ err: error, mail: kind }, 'account e-mail not sent');
    refuse('MAIL_NOT_SENT', {}, MAIL_NOT_SENT);
  }
}

type Input<S extends z.ZodType> = z.output<S>;

/**
 * Every way in (password, confirmation link, reset link) starts a session and makes this browser a known device of
 * the account, so a farmer who only ever followed a link is not locked out by a stranger's failed logins.
 */
export async function signIn(ctx: Context, userId: string): Promise<void> {
  await startSession(ctx, userId);
  await rememberDevice(ctx, userId);
}

/**
 * Every answer here is the same whether or not an address has an account: each request that names an address sends
 * that address exactly one e-mail (a link, or a notice saying why there is none), and login does the same hashing
 * work for unknown addresses. Only the owner of the mailbox learns anything.
 */
export const authService = {
  async register(ctx: Context, input: Input<typeof registerInput>): Promise<void> {
    await allowMailTo(ctx, input.email);
    const passwordHash = await hashPassword(input.password);
    const now = ctx.clock.now();
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const id = await userRepository.insertIfAbsent(trx, {
        email: input.email,
        passwordHash,
        locale: input.locale,
        createdAt: now,
      });
      if (id)
        return { kind: 'confirm' as const, to: input.email, token: await issueEmailToken(trx, id, 'confirm', now) };
      // Taken: the password typed now is ignored (never overwrite an account from an unauthenticated form).
      const existing = await userRepository.findCredentialsByEmail(trx, input.email);
      if (!existing || existing.emailConfirmedAt)
        return { kind: 'alreadyRegistered' as const, to: existing?.email ?? input.email };
      return {
        kind: 'confirm' as const,
        to: existing.email,
        token: await issueEmailToken(trx, existing.id, 'confirm', now),
      };
    });
    await sendAuthMail(ctx, outcome.kind, { ...outcome, locale: input.locale });
  },

  async login(ctx: Context, input: Input<typeof loginInput>): Promise<SessionUser> {
    const account = input.email.toLowerCase();
    // A browser that signed in to this account before fails against its own allowance (devices.ts); any other
    // browser, or a known one past its allowance, against the account's.
    let limit = { rule: authLimits.failedLoginsPerAccount, key: account };
    const device = await knownDeviceKey(ctx, account);
    if (device && (await checkLimit(ctx, 'peek', failedLoginsPerDevice, device)).allowed) {
      limit = { rule: failedLoginsPerDevice, key: device };
    }
    const before = await checkLimit(ctx, 'peek', limit.rule, limit.key);
    if (!before.allowed) throw tooManyRequests(before.retryAfterMs);

    const user = await userRepository.findCredentialsByEmail(ctx.db, input.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) {
      await checkLimit(ctx, 'hit', limit.rule, limit.key);
      refuse('INVALID_CREDENTIALS', {}, INVALID_CREDENTIALS);
    }
    // Said only to someone who knows the password, so it reveals nothing to a stranger.
    if (!user.emailConfirmedAt) refuse('EMAIL_NOT_CONFIRMED', {}, EMAIL_NOT_CONFIRMED);

    if (user.passwordHash && needsRehash(user.passwordHash)) {
      await userRepository.setPasswordHash(ctx.db, user.id, await hashPassword(input.password));
    }
    await signIn(ctx, user.id);
    return { id: user.id, email: user.email, phone: user.phone, role: user.role };
  },

  async logout(ctx: Context): Promise<void> {
    await endSession(ctx);
  },

  async confirmEmail(ctx: Context, input: Input<typeof confirmEmailInput>): Promise<SessionUser> {
    const now = ctx.clock.now();
    const user = await ctx.db.transaction().execute(async (trx) => {
      const userId = await emailTokenRepository.consume(trx, sha256Of(input.token), 'confirm', now);
      if (!userId) return undefined;
      await userRepository.markEmailConfirmed(trx, userId, now);
      await emailTokenRepository.useAll(trx, userId, 'confirm', now);
      return userRepository.findById(trx, userId);
    });
    if (!user) refuse('LINK_INVALID', {}, INVALID_LINK);
    await signIn(ctx, user.id);
    return user;
  },

  async resendConfirmation(ctx: Context, input: Input<typeof emailRequestInput>): Promise<void> {
    await allowMailTo(ctx, input.email);
    const now = ctx.clock.now();
    const user = await userRepository.findCredentialsByEmail(ctx.db, input.email);
    if (!user) return sendAuthMail(ctx, 'noAccount', { to: input.email, locale: input.locale });
    if (user.emailConfirmedAt) return sendAuthMail(ctx, 'alreadyConfirmed', { to: user.email, locale: input.locale });
    const token = await issueEmailToken(ctx.db, user.id, 'confirm', now);
    await sendAuthMail(ctx, 'confirm', { to: user.email, locale: input.locale, token });
  },

  async requestPasswordReset(ctx: Context, input: Input<typeof emailRequestInput>): Promise<void> {
    await allowMailTo(ctx, input.email);
    const now = ctx.clock.now();
    const user = await userRepository.findCredentialsByEmail(ctx.db, input.email);
    if (!user) return sendAuthMail(ctx, 'noAccount', { to: input.email, locale: input.locale });
    const token = await issueEmailToken(ctx.db, user.id, 'reset', now);
    await sendAuthMail(ctx, 'reset', { to: user.email, locale: input.locale, token });
  },

  /**
   * Sets the new password, ends every session of the account (whoever had the old password is out) and signs this
   * browser in. Following the link also proves the address, so an unconfirmed account becomes confirmed.
   */
  async resetPassword(ctx: Context, input: Input<typeof resetPasswordInput>): Promise<SessionUser> {
    const now = ctx.clock.now();
    const user = await ctx.db.transaction().execute(async (trx) => {
      const userId = await emailTokenRepository.consume(trx, sha256Of(input.token), 'reset', now);
      if (!userId) return undefined;
      await userRepository.setPasswordHash(trx, userId, await hashPassword(input.password));
      await userRepository.markEmailConfirmed(trx, userId, now);
      await emailTokenRepository.useAll(trx, userId, 'reset', now);
      await sessionRepository.deleteAllForUser(trx, userId);
      return userRepository.findById(trx, userId);
    });
    if (!user) refuse('LINK_INVALID', {}, INVALID_LINK);
    await signIn(ctx, user.id);
    return user;
  },
};
