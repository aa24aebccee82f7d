import { formatCalendarDay } from '../../../shared/format-date.js';
import { formatRupees, type UiLocale } from '../../../shared/money.js';
import { shortOrderId } from '../../../shared/order-id.js';
import { refundArrival } from '../../../shared/refund-arrival.js';
import { kolkataDay } from '../../../shared/rental.js';
import type { RefundMethod } from '../../db/admin-tables.js';
import type { AppDeps } from '../../deps.js';
import type { MailMessage } from '../../providers/mail.js';
import { PaymentProviderError, type RefundResult, type RefundStatus } from '../../providers/payments/types.js';
import { auditRepository } from '../admin/audit.repository.js';
import { peopleRepository } from '../auth/people.repository.js';
import { orderLifeRepository } from '../orders/order-life.repository.js';
import { paymentSweepRepository, type PaymentRefundRow } from './payment-sweep.repository.js';

/**
 * Where every refund stands, from the moment it is sent until the money is back with the farmer: pending at the
 * provider, then processed (it reached the UPI account, card or bank) or failed (staff are told, by an entry in the
 * back office's audit log, the settlement view, and an e-mail). An order's own refunds live in `refunds` (orders);
 * every other refund the shop sends (a payment that came after its order's units were taken, a hire advance given
 * back, a capture with nothing to give it) in `payment_refunds`, one row per idempotency key.
 *
 * News comes from the provider's webhook (refundEvents.updated) or from the sweep asking (payment-sweep.ts).
 */
export type RefundDeps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'payments' | 'mailer' | 'env'>;

/** What a provider says about one of its refunds. */
export interface RefundNews {
  refundId: string;
  status: RefundStatus;
}

export type RefundNewsOutcome = 'order' | 'payment' | 'unknown' | 'unchanged';

/** The day a refund sent now should reach the farmer, going back by `method`. */
export function refundArrivesBy(method: RefundMethod | null, now: Date): string {
  return refundArrival(method, kolkataDay(now)).by;
}

/** How the payment was made (UPI, card, net banking), for the way its refund goes back; null when not known. */
export async function methodOfPayment(deps: RefundDeps, paymentId: string): Promise<RefundMethod | null> {
  try {
    return (await deps.payments.retrieve(paymentId)).method;
  } catch (error) {
    deps.log.warn({ err: error, paymentId }, 'could not ask the provider how a refunded payment was made');
    return null;
  }
}

export interface FailedRefund {
  /** The order or hire job the refund was for, when it was for one. */
  entity: 'order' | 'hireJob' | 'payment';
  entityId: string;
  amount: number;
  providerRefundId: string | null;
}

/**
 * A refund failed: the back office's audit log gets an entry (it also shows in the day's settlement) and every
 * staff member and owner an e-mail, in English and Kannada. Call once per refund (the callers claim it first).
 */
export async function tellStaffRefundFailed(deps: RefundDeps, failed: FailedRefund): Promise<void> {
  const now = deps.clock.now();
  await auditRepository.record(deps.db, {
    actorId: null,
    action: 'refund.failed',
    entity: failed.entity,
    entityId: failed.entityId,
    before: null,
    after: { amount: failed.amount, providerRefundId: failed.providerRefundId },
    at: now,
  });
  deps.log.error({ ...failed }, 'a refund failed at the payment provider; staff are told');
  const what =
    failed.entity === 'order' ? `order ${shortOrderId(failed.entityId)}` : `${failed.entity} ${failed.entityId}`;
  const text = [
    `A refund of ${formatRupees(failed.amount, 'en')} for ${what} failed at the payment provider.`,
    'Please contact the farmer and send the money another way. See Settlement in the back office.',
    '',
    `${formatRupees(failed.amount, 'kn')} ರೀಫಂಡ್ (${what}) ಪಾವತಿ ಕಂಪನಿಯಲ್ಲಿ ಆಗಲಿಲ್ಲ.`,
    'ರೈತರನ್ನು ಸಂಪರ್ಕಿಸಿ, ಹಣವನ್ನು ಬೇರೆ ರೀತಿಯಲ್ಲಿ ಕಳಿಸಿ. ಬ್ಯಾಕ್ ಆಫೀಸ್‌ನ ಸೆಟಲ್‌ಮೆಂಟ್ ನೋಡಿ.',
    '',
    `${deps.env.APP_ORIGIN}/admin/settlement`,
  ].join('\n');
  for (const person of await peopleRepository.staff(deps.db)) {
    if (!person.email) continue;
    try {
      await deps.mailer.send({ to: person.email, subject: 'A refund failed / ರೀಫಂಡ್ ಆಗಲಿಲ್ಲ', text });
    } catch (error) {
      deps.log.error({ err: error, staffId: person.id }, 'could not e-mail staff about a failed refund');
    }
  }
}

const wayWords: Record<UiLocale, Record<RefundMethod | 'unknown', string>> = {
  en: { upi: 'your UPI account', card: 'your card', netbanking: 'your bank account', unknown: 'where you paid from' },
  kn: {
    upi: 'ನಿಮ್ಮ ಯುಪಿಐ ಖಾತೆಗೆ',
    card: 'ನಿಮ್ಮ ಕಾರ್ಡ್‌ಗೆ',
    netbanking: 'ನಿಮ್ಮ ಬ್ಯಾಂಕ್ ಖಾತೆಗೆ',
    unknown: 'ನೀವು ಪಾವತಿಸಿದ ಖಾತೆಗೆ',
  },
};

/** The farmer's e-mail about a refund the payments module sent (a late payment, a hire advance, an orphan). */
export function refundSentMail(refund: PaymentRefundRow, to: string, locale: UiLocale, ordersUrl: string): MailMessage {
  const money = formatRupees(refund.amount, locale);
  const way = wayWords[locale][refund.method ?? 'unknown'];
  const day = refund.arrivesBy ? formatCalendarDay(refund.arrivesBy, locale, 'long') : null;
  const forWhat =
    refund.targetKind === 'hireJob'
      ? { en: 'your hire booking', kn: 'ನಿಮ್ಮ ಬಾಡಿಗೆ ಕೆಲಸದ ಬುಕಿಂಗ್' }
      : { en: 'your order', kn: 'ನಿಮ್ಮ ಆರ್ಡರ್' };
  if (locale === 'kn') {
    const why =
      refund.reason === 'hire_refund'
        ? `${forWhat.kn} ಮುಂಗಡ ಹಣ ವಾಪಸ್ ಕೊಡ್ತಾ ಇದ್ದೀವಿ.`
        : `ನಿಮ್ಮ ಪಾವತಿ ಬಂತು, ಆದ್ರೆ ${forWhat.kn} ಸಮಯ ಮುಗಿದಿತ್ತು, ಹಾಗಾಗಿ ಹಣ ವಾಪಸ್ ಕೊಡ್ತಾ ಇದ್ದೀವಿ.`;
    const text = [
      'ನಮಸ್ಕಾರ,',
      '',
      why,
      `${money} ರೀಫಂಡ್ ${way} ಕಳಿಸಿದ್ದೇವೆ.${day ? ` ${day} ರೊಳಗೆ ಬರುತ್ತೆ.` : ''}`,
      '',
      'ನಿಮ್ಮ ಆರ್ಡರ್‌ಗಳು ಇಲ್ಲಿ:',
      ordersUrl,
      '',
      'ರೈತ ಯಂತ್ರ',
    ].join('\n');
    return { to, subject: `${money} ರೀಫಂಡ್ ಬರ್ತಾ ಇದೆ`, text };
  }
  const why =
    refund.reason === 'hire_refund'
      ? `We are giving back the advance of ${forWhat.en}.`
      : `Your payment came, but ${forWhat.en} had already run out, so we are giving the money back.`;
  const text = [
    'Namaskara,',
    '',
    why,
    `A refund of ${money} is on its way to ${way}.${day ? ` It should arrive by ${day}.` : ''}`,
    '',
    'See your orders here:',
    ordersUrl,
    '',
    'Raitha Yantra',
  ].join('\n');
  return { to, subject: `Your refund of ${money} is on its way`, text };
}

async function tellFarmerOnce(deps: RefundDeps, refund: PaymentRefundRow): Promise<void> {
  if (!refund.userId || !(await paymentSweepRepository.claimTold(deps.db, refund.id, 'farmer', deps.clock.now()))) {
    return;
  }
  try {
    const contact = await peopleRepository.contactOf(deps.db, refund.userId);
    if (contact)
      await deps.mailer.send(refundSentMail(refund, contact.email, contact.locale, `${deps.env.APP_ORIGIN}/orders`));
  } catch (error) {
    deps.log.error({ err: error, refundId: refund.id }, 'refund e-mail failed');
  }
}

async function tellStaffOnce(deps: RefundDeps, refund: PaymentRefundRow): Promise<void> {
  if (!(await paymentSweepRepository.claimTold(deps.db, refund.id, 'staff', deps.clock.now()))) return;
  await tellStaffRefundFailed(deps, {
    entity: refund.targetId ? refund.targetKind : 'payment',
    entityId: refund.targetId ?? refund.paymentId,
    amount: refund.amount,
    providerRefundId: refund.providerRefundId,
  });
}

/** What a refund the payments module sends is for. */
export interface LedgerRefund {
  paymentId: string;
  /** The same key always means the same refund, at the provider and here. */
  idempotencyKey: string;
  targetKind: 'order' | 'hireJob';
  targetId: string | null;
  userId: string | null;
  reason: PaymentRefundRow['reason'];
}

export const refundLedger = {
  /**
   * Gives back whatever of a captured payment the key has not given back yet, and records it with where it stands
   * at the provider, the way the money goes back and the day it should arrive; the farmer is e-mailed once. Safe
   * to run any number of times, at once too: the provider's idempotency key makes one refund, the row's unique key
   * one record. A provider that cannot be asked leaves the row pending for the next sweep. Returns the record, or
   * undefined when the payment was never captured.
   */
  async refund(deps: RefundDeps, what: LedgerRefund): Promise<PaymentRefundRow | undefined> {
    const now = deps.clock.now();
    const known = await paymentSweepRepository.refundByKey(deps.db, what.idempotencyKey);
    if (known && (known.providerRefundId || known.status !== 'pending')) return known;
    const payment = await deps.payments.retrieve(what.paymentId);
    if (!known && payment.status !== 'succeeded') return undefined;
    const left = payment.amount - payment.amountRefunded;
    const row =
      known ??
      (await paymentSweepRepository.claimRefund(deps.db, {
        ...what,
        amount: left > 0 ? left : payment.amount,
        method: payment.method,
        at: now,
      }));
    let result: RefundResult;
    try {
      result = await deps.payments.refund(what.paymentId, { idempotencyKey: what.idempotencyKey });
    } catch (error) {
      if (error instanceof PaymentProviderError && error.code === 'charge_already_refunded') {
        // Given back under another key: nothing more to send, but a person should look at it.
        await paymentSweepRepository.recordSent(deps.db, row.id, { ...sentFacts(row, now), status: 'failed' }, now);
        await tellStaffOnce(deps, { ...row, status: 'failed' });
        return paymentSweepRepository.refundByKey(deps.db, what.idempotencyKey);
      }
      deps.log.error({ err: error, paymentId: what.paymentId }, 'sending a refund failed; the sweep tries again');
      return row;
    }
    const facts = { providerRefundId: result.id, amount: result.amount, status: result.status };
    await paymentSweepRepository.recordSent(
      deps.db,
      row.id,
      { ...facts, arrivesBy: refundArrivesBy(row.method, now) },
      now,
    );
    const sent = (await paymentSweepRepository.refundByKey(deps.db, what.idempotencyKey))!;
    deps.log.info({ paymentId: what.paymentId, amount: sent.amount, reason: sent.reason }, 'payment refunded');
    if (sent.status === 'failed') await tellStaffOnce(deps, sent);
    else await tellFarmerOnce(deps, sent);
    return sent;
  },

  /** A user's refunds sent by the payments module, for /orders. */
  refundsOfUser(deps: Pick<AppDeps, 'db'>, userId: string) {
    return paymentSweepRepository.refundsOfUser(deps.db, userId, 50);
  },
};

function sentFacts(row: PaymentRefundRow, now: Date) {
  return { providerRefundId: null, amount: row.amount, arrivesBy: refundArrivesBy(row.method, now) };
}

export const refundEvents = {
  /**
   * The provider's news about one of its refunds (Razorpay's refund.processed / refund.failed webhook, or the
   * sweep asking): settles it once, whichever table has it; a failure tells staff. News of a refund we have not
   * recorded yet (it overtook our own request) changes nothing: the sweep asks again later.
   */
  async updated(deps: RefundDeps, news: RefundNews): Promise<RefundNewsOutcome> {
    if (news.status === 'pending') return 'unchanged';
    const now = deps.clock.now();
    const order = await orderLifeRepository.settleProviderRefund(deps.db, news.refundId, news.status, now);
    if (order) {
      deps.log.info({ orderId: order.orderId, status: news.status }, 'order refund settled at the provider');
      if (news.status === 'failed' && (await orderLifeRepository.claimStaffTold(deps.db, order.id, now))) {
        await tellStaffRefundFailed(deps, {
          entity: 'order',
          entityId: order.orderId,
          amount: order.amount,
          providerRefundId: news.refundId,
        });
      }
      return 'order';
    }
    const other = await paymentSweepRepository.settle(deps.db, news.refundId, news.status, now);
    if (other) {
      deps.log.info({ paymentId: other.paymentId, status: news.status }, 'refund settled at the provider');
      if (news.status === 'failed') await tellStaffOnce(deps, other);
      return 'payment';
    }
    const known =
      (await orderLifeRepository.refundByProviderId(deps.db, news.refundId)) ??
      (await paymentSweepRepository.refundByProviderId(deps.db, news.refundId));
    return known ? 'unchanged' : 'unknown';
  },
};
