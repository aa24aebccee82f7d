import type { z } from 'zod';
import { maskedMobile } from '../../../shared/phone.js';
import { INVALID_CREDENTIALS } from '../../../shared/schemas/auth.js';
import {
  type addEmailInput,
  type addPhoneInput,
  type phoneCodeRequestInput,
  type phoneLoginInput,
  type phoneSignInInput,
  type setPasswordInput,
} from '../../../shared/schemas/phone-auth.js';
import type { Context, SessionUser } from '../../deps.js';
import type { Db } from '../../db/db.js';
import { refuse, tooManyRequests } from '../../errors.js';
import { checkLimit, type RateLimitRule } from '../../providers/rate-limiter.js';
import { devSmsSender, smsSize } from '../../providers/sms/sms.js';
import { userRepository, type UiLocale } from './auth.repository.js';
import { allowMailTo, authLimits, issueEmailToken, sendAuthMail, signIn } from './auth.service.js';
import { codeSms, type CodeSmsPurpose } from './code-sms.js';
import { failedLoginsPerDevice, knownDeviceKey } from './devices.js';
import { check, issue, type CodeCheck } from './one-time-codes.js';
import { hashPassword, needsRehash, verifyPassword } from './password.js';
import { accountForPhone, phoneAccountRepository } from './phone-accounts.repository.js';
import { hiringRepository } from '../hiring/hiring.repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const phoneLimits = {
  /** Codes asked for from one address (SMS cost money: a script must not text half of Karnataka). */
  codeRequestsPerIp: { name: 'phone-code-ip', max: 30, windowMs: HOUR_MS },
  /** Codes to one number, so nobody can flood a farmer's phone through the forms... */
  codesPerNumber: { name: 'phone-code-number', max: 3, windowMs: 15 * MINUTE_MS },
  /** ...nor, with 3 tries a code, guess more than ~30 codes a day against one number. */
  codesPerNumberDay: { name: 'phone-code-number-day', max: 10, windowMs: 24 * HOUR_MS },
  /** Codes typed back from one address, across numbers. */
  codeChecksPerIp: { name: 'phone-code-check-ip', max: 10, windowMs: MINUTE_MS },
  loginPerIp: authLimits.loginPerIp,
} satisfies Record<string, RateLimitRule>;

type Input<S extends z.ZodType> = z.output<S>;

/** Counts a code to this number (and from this address) and refuses beyond the limits, sending nothing. */
async function allowCodeTo(ctx: Context, phone: string): Promise<void> {
  for (const [rule, key] of [
    [phoneLimits.codeRequestsPerIp, ctx.request.ip],
    [phoneLimits.codesPerNumber, phone],
    [phoneLimits.codesPerNumberDay, phone],
  ] as const) {
    const result = await checkLimit(ctx, 'hit', rule, key);
    if (!result.allowed) throw tooManyRequests(result.retryAfterMs);
  }
}

/**
 * Writes the code's SMS to the outbox (shown on /dev/mailbox with the dev sender) and, with a real provider, sends
 * it at once: a code that arrives in ten minutes is no use. A failure refuses the request (SMS_NOT_SENT).
 */
async function sendCodeSms(
  ctx: Context,
  to: string,
  locale: UiLocale,
  purpose: CodeSmsPurpose,
  code: string,
): Promise<void> {
  const sender = ctx.sms ?? devSmsSender;
  const body = codeSms({ locale, purpose, code, origin: ctx.env.APP_ORIGIN });
  const id = await hiringRepository.queueSms(ctx.db, {
    toPhone: to,
    body,
    locale,
    kind: `code-${purpose}`,
    jobId: null,
    segments: smsSize(body).segments,
    provider: sender.name,
    status: sender.name === 'dev' ? 'dev' : 'queued',
    createdAt: ctx.clock.now(),
  });
  if (sender.name === 'dev') return;
  try {
    const { providerId } = await sender.send({ to, body });
    await hiringRepository.smsSent(ctx.db, id, providerId, ctx.clock.now());
  } catch (error) {
    ctx.log.error({ err: error, to: maskedMobile(to), smsId: id }, 'code SMS not sent');
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown';
    await hiringRepository.smsFailed(ctx.db, id, reason);
    refuse('SMS_NOT_SENT', {}, 'We could not send the SMS. Please try again later.');
  }
}

/** A code typed back: spent when right, otherwise the refusal the farmer reads (nothing changed). */
async function spendCode(ctx: Context, key: { phone: string; purpose: string; ref?: string }, code: string) {
  const limit = await checkLimit(ctx, 'hit', phoneLimits.codeChecksPerIp, ctx.request.ip);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
  const result: CodeCheck = await check(ctx.db, { ...key, code }, ctx.clock.now());
  if (result.ok) return;
  if (result.reason === 'wrong')
    refuse('CODE_WRONG', { triesLeft: result.triesLeft }, `The code is not right. ${result.triesLeft} tries left.`);
  refuse('CODE_EXPIRED', {}, 'This code has expired or was used. Please ask for a new code.');
}

async function sessionUserOf(db: Db, userId: string): Promise<SessionUser> {
  const user = await userRepository.findById(db, userId);
  if (!user) throw new Error('the account just signed in to is gone');
  return user;
}

/**
 * Accounts by mobile number (issue 24). Asking for a code answers the same whether or not the number has an
 * account, and a code signs in to the number's account or creates it: only the phone's owner learns anything.
 */
export const phoneAuthService = {
  async requestSignInCode(ctx: Context, input: Input<typeof phoneCodeRequestInput>): Promise<void> {
    await allowCodeTo(ctx, input.phone);
    const { code } = await issue(ctx.db, { phone: input.phone, purpose: 'sign-in' }, ctx.clock.now());
    await sendCodeSms(ctx, input.phone, input.locale, 'sign-in', code);
  },

  /**
   * The code proves the number: the account with it is signed in to, or created (a customer with only the number).
   * A password given here is kept only when the account has none (never overwritten from a form).
   */
  async signInWithCode(ctx: Context, input: Input<typeof phoneSignInInput>): Promise<SessionUser> {
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    await spendCode(ctx, { phone: input.phone, purpose: 'sign-in' }, input.code);
    const now = ctx.clock.now();
    const userId = await accountForPhone(ctx.db, input.phone, input.locale, now);
    await phoneAccountRepository.markPhoneConfirmed(ctx.db, userId, now);
    if (passwordHash) await phoneAccountRepository.setPasswordIfNone(ctx.db, userId, passwordHash);
    await signIn(ctx, userId);
    ctx.log.info({ phone: maskedMobile(input.phone) }, 'signed in with a code');
    return sessionUserOf(ctx.db, userId);
  },

  /** The number and a password, like an e-mail login: the same limits, device cookies and answers. */
  async loginWithPassword(ctx: Context, input: Input<typeof phoneLoginInput>): Promise<SessionUser> {
    let limit = { rule: authLimits.failedLoginsPerAccount, key: input.phone };
    const device = await knownDeviceKey(ctx, input.phone);
    if (device && (await checkLimit(ctx, 'peek', failedLoginsPerDevice, device)).allowed) {
      limit = { rule: failedLoginsPerDevice, key: device };
    }
    const before = await checkLimit(ctx, 'peek', limit.rule, limit.key);
    if (!before.allowed) throw tooManyRequests(before.retryAfterMs);

    const account = await phoneAccountRepository.findByPhone(ctx.db, input.phone);
    const valid = await verifyPassword(account?.passwordHash ?? null, input.password);
    if (!account || !account.passwordHash || !account.phoneConfirmedAt || !valid) {
      await checkLimit(ctx, 'hit', limit.rule, limit.key);
      refuse('INVALID_CREDENTIALS', {}, INVALID_CREDENTIALS);
    }
    if (needsRehash(account.passwordHash)) {
      await userRepository.setPasswordHash(ctx.db, account.id, await hashPassword(input.password));
    }
    await signIn(ctx, account.id);
    return sessionUserOf(ctx.db, account.id);
  },

  /** A signed-in account asks for a code to add (or change to) this number; the same answer whoever has it. */
  async requestAddPhoneCode(
    ctx: Context,
    user: SessionUser,
    input: Input<typeof phoneCodeRequestInput>,
  ): Promise<void> {
    await allowCodeTo(ctx, input.phone);
    const { code } = await issue(ctx.db, { phone: input.phone, purpose: 'add-phone', ref: user.id }, ctx.clock.now());
    await sendCodeSms(ctx, input.phone, input.locale, 'add-phone', code);
  },

  /** The code typed back gives the account the number, unless another account has it (PHONE_TAKEN). */
  async addPhone(ctx: Context, user: SessionUser, input: Input<typeof addPhoneInput>): Promise<SessionUser> {
    await spendCode(ctx, { phone: input.phone, purpose: 'add-phone', ref: user.id }, input.code);
    const added = await phoneAccountRepository.addPhone(ctx.db, user.id, input.phone, ctx.clock.now());
    if (!added)
      refuse('PHONE_TAKEN', {}, 'This number already has its own account. Sign in with it, or use another number.');
    return sessionUserOf(ctx.db, user.id);
  },

  /**
   * A number account adds an e-mail address: kept unconfirmed and confirmed by the link sent to it. An address that
   * has an account already gets the 'already registered' e-mail instead, and the answer is the same.
   */
  async addEmail(ctx: Context, user: SessionUser, input: Input<typeof addEmailInput>): Promise<void> {
    await allowMailTo(ctx, input.email);
    const now = ctx.clock.now();
    const set = await phoneAccountRepository.setEmailIfNone(ctx.db, user.id, input.email);
    if (set === 'has-email') refuse('EMAIL_ALREADY_SET', {}, 'Your account already has an e-mail address.');
    if (set === 'taken') return sendAuthMail(ctx, 'alreadyRegistered', { to: input.email, locale: input.locale });
    const token = await issueEmailToken(ctx.db, user.id, 'confirm', now);
    await sendAuthMail(ctx, 'confirm', { to: input.email, locale: input.locale, token });
  },

  /** An account without a password chooses one; an account with one changes it by the reset link. */
  async setPassword(ctx: Context, user: SessionUser, input: Input<typeof setPasswordInput>): Promise<void> {
    const set = await phoneAccountRepository.setPasswordIfNone(ctx.db, user.id, await hashPassword(input.password));
    if (!set) refuse('PASSWORD_ALREADY_SET', {}, 'Your account already has a password.');
  },
};
