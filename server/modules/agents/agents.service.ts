import { AGENT_COMMISSION_BPS, DEFAULT_COMMISSION_BPS, splitJob } from '../../../shared/ledger-split.js';
import { maskedMobile } from '../../../shared/phone.js';
import type { AssistedBookInput } from '../../../shared/schemas/agents.js';
import type { AppDeps, SessionUser } from '../../deps.js';
import { refuse, refuseInput, tooManyRequests } from '../../errors.js';
import { check as checkCode, issue as issueCode } from '../auth/one-time-codes.js';
import type { HiringDeps } from '../hiring/hire-deps.js';
import { flushSms, queueSms } from '../hiring/hire-notifications.js';
import { hireJobLife } from '../hiring/hire-job-life.service.js';
import { hiringRepository } from '../hiring/hiring.repository.js';
import { agentsRepository } from './agents.repository.js';
import { assistedBooking } from './assisted-booking.js';
import { assistedTexts } from './assisted-texts.js';

/**
 * Village agents (issue 24, item 5): an agent books a hire job for a farmer by the farmer's mobile number. The job is
 * only held (pending, the crew kept for the booking hold) until the farmer agrees: a code goes to the farmer's phone
 * and the farmer tells it to the agent, who types it in. Then the farmer gets the quote and the advance's payment link
 * by SMS, as after a missed call. An agent sees only the jobs they booked; each paid job earns them a commission, its
 * rate fixed at booking (hire_job_agents).
 */

const CODE_PURPOSE = 'agent-booking';
const LIST_LIMIT = 100;
/** New codes for one booking: 3 in 15 minutes (the first comes with the booking). */
const RESEND_LIMIT = { name: 'agent-code', max: 3, windowMs: 15 * 60_000 };
/** Bookings one agent starts (each texts a farmer a code and holds a crew): 30 an hour. */
const BOOK_LIMIT = { name: 'agent-book', max: 30, windowMs: 60 * 60_000 };

type Agent = Pick<SessionUser, 'id' | 'role'>;

function mustBeAgent(user: Agent): void {
  if (user.role !== 'agent') refuse('FORBIDDEN', {}, 'Only a village agent books for farmers');
}

/** The agent's own job, held; any other agent's (or none) is not found. */
async function ownJob(deps: HiringDeps, agent: Agent, jobId: string) {
  const row = await agentsRepository.ofJob(deps.db, jobId);
  if (!row || row.agentUserId !== agent.id) refuse('NOT_FOUND', {}, 'Job not found');
  return row;
}

/** Sends the farmer a new code for this job, in the farmer's language. */
async function sendCode(deps: HiringDeps, jobId: string): Promise<Date> {
  const job = (await hiringRepository.job(deps.db, jobId))!;
  const { code, expiresAt } = await issueCode(
    deps.db,
    { phone: job.phone, purpose: CODE_PURPOSE, ref: job.id },
    deps.clock.now(),
  );
  const text = assistedTexts.agentCode({ day: job.day, slot: job.slot, total: job.quotedTotal, code }, job.locale);
  await queueSms(deps.db, deps, job, 'agentCode', text);
  await flushSms(deps);
  return expiresAt;
}

export const agentsService = {
  /**
   * Books for a farmer: the same search, pricing and holds as the farmer's own booking, as the farmer (found or given
   * an account by their number). The job stays held until the farmer's code comes back through `confirm`.
   */
  async book(deps: HiringDeps & Pick<AppDeps, 'rateLimiter'>, agent: Agent, input: AssistedBookInput) {
    mustBeAgent(agent);
    const limit = await deps.rateLimiter.hit(BOOK_LIMIT, agent.id);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const farmer = await assistedBooking.farmerFor(deps, input.farmerPhone, input.farmerLocale);
    if (farmer.user.id === agent.id) {
      refuseInput([{ message: 'Book for a farmer by their number, not your own', path: ['farmerPhone'] }]);
    }
    const jobId = await assistedBooking.bookFor(deps, farmer, input);
    const row = await agentsRepository.record(deps.db, {
      jobId,
      agentUserId: agent.id,
      farmerUserId: farmer.user.id,
      commissionPercentBp: AGENT_COMMISSION_BPS,
      createdAt: deps.clock.now(),
    });
    // The farmer (or another agent) booked this very job already: it is not this agent's to confirm.
    if (row.agentUserId !== agent.id) refuse('HIRE_HOLD_EXISTS', { day: input.day }, 'This job is already held');
    const job = (await hiringRepository.job(deps.db, jobId))!;
    const codeExpiresAt = row.status === 'held' ? await sendCode(deps, jobId) : null;
    deps.log.info({ jobId, farmer: maskedMobile(farmer.phone) }, 'agent booked for a farmer; code sent');
    return {
      jobId,
      status: row.status,
      total: job.quotedTotal,
      advance: job.advance,
      heldUntil: job.reservedUntil,
      codeExpiresAt,
      farmerPhone: maskedMobile(farmer.phone),
    };
  },

  /** A new code for a job still waiting for the farmer (the first one ran out or was lost). */
  async resendCode(deps: HiringDeps & Pick<AppDeps, 'rateLimiter'>, agent: Agent, jobId: string) {
    mustBeAgent(agent);
    const row = await ownJob(deps, agent, jobId);
    const job = (await hiringRepository.job(deps.db, jobId))!;
    if (row.status !== 'held' || job.status !== 'pending') {
      refuse('HIRE_JOB_STATE', { status: job.status }, 'This booking is not waiting for a code');
    }
    const key = `agent-code:${jobId}`;
    const limit = await deps.rateLimiter.hit(RESEND_LIMIT, key);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    return { codeExpiresAt: await sendCode(deps, jobId) };
  },

  /**
   * The farmer's code, typed by the agent: right, and the booking stands: the farmer gets the quote and the payment
   * link of the advance. Three wrong tries spend the code. Two confirmations at once book once: the code is spent by
   * one statement, and the agent's row goes from held to confirmed by another.
   */
  async confirm(deps: HiringDeps, agent: Agent, input: { jobId: string; code: string }) {
    mustBeAgent(agent);
    const row = await ownJob(deps, agent, input.jobId);
    await hireJobLife.releaseExpired(deps);
    const job = (await hiringRepository.job(deps.db, input.jobId))!;
    if (row.status !== 'held') refuse('HIRE_JOB_STATE', { status: job.status }, 'This booking is already confirmed');
    if (job.status !== 'pending' && job.status !== 'booked') {
      await agentsRepository.setStatus(deps.db, job.id, 'held', 'lapsed');
      refuse('HIRE_JOB_STATE', { status: job.status }, 'The hold of this booking has ended');
    }
    const now = deps.clock.now();
    const result = await checkCode(
      deps.db,
      { phone: job.phone, purpose: CODE_PURPOSE, ref: job.id, code: input.code },
      now,
    );
    if (!result.ok) refuseCode(result);
    if (!(await agentsRepository.confirm(deps.db, job.id, now))) {
      refuse('HIRE_JOB_STATE', { status: job.status }, 'This booking is already confirmed');
    }
    await assistedBooking.sendQuote(deps, job.id);
    deps.log.info({ jobId: job.id }, 'farmer confirmed an agent booking by code');
    return { jobId: job.id, status: 'confirmed' as const };
  },

  /** The jobs this agent booked, newest first, with the commission each earned; never another agent's. */
  async myJobs(deps: HiringDeps, agent: Agent) {
    mustBeAgent(agent);
    await hireJobLife.releaseExpired(deps);
    await agentsRepository.lapseEnded(deps.db);
    await recordEarned(deps, agent.id);
    const rows = await agentsRepository.jobsOfAgent(deps.db, agent.id, LIST_LIMIT);
    const jobs = rows.map(({ phone, ...row }) => ({ ...row, farmerPhone: maskedMobile(phone) }));
    const earned = jobs.reduce((sum, j) => sum + (j.commission ?? 0), 0);
    return { jobs, earned };
  },

  /** Writes the commissions of every paid agent job that has none yet (the ledger and a sweep may call it). */
  recordEarned: (deps: Pick<HiringDeps, 'db' | 'clock'>) => recordEarned(deps),
};

/**
 * Writes the commission of every paid job an agent booked that has none yet: the ledger's own split
 * (shared/ledger-split.ts), so the agent's number and the ledger's agree (capped at the platform's commission).
 */
async function recordEarned(deps: Pick<HiringDeps, 'db' | 'clock'>, agentUserId?: string): Promise<number> {
  const due = await agentsRepository.earnedDue(deps.db, agentUserId);
  const at = deps.clock.now();
  for (const row of due) {
    const commissionBps = row.providerId === null ? null : (row.providerBp ?? DEFAULT_COMMISSION_BPS);
    const gross = row.billTotal!;
    const split = splitJob({ gross, commissionBps, agent: true, agentBps: row.commissionPercentBp });
    await agentsRepository.setEarned(deps.db, row.jobId, { base: gross, commission: split.agentCommission, at });
  }
  return due.length;
}

/** A code not taken: wrong with tries left, or spent, run out or never sent (ask for a new one). */
function refuseCode(result: { ok: false; reason: 'wrong'; triesLeft: number } | { ok: false; reason: string }): never {
  if (result.reason === 'wrong' && 'triesLeft' in result) {
    refuse('CODE_WRONG', { triesLeft: result.triesLeft }, 'The code is not right');
  }
  refuse('CODE_EXPIRED', {}, 'This code has expired or was already used. Please ask for a new code.');
}
