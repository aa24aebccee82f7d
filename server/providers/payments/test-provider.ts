import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CardForm } from '../../../shared/schemas/checkout.js';
import type { Database, TestPaymentsTable } from '../../db/types.js';
import type { Clock } from '../../clock.js';
import { PaymentProviderError } from './types.js';
import type { CreatePaymentInput, CreatedPayment, Payment, PaymentClientConfig, PaymentProvider } from './types.js';
import type { RefundResult } from './types.js';

export interface CardDecline {
  code: string;
  message: string;
}

/** Stripe's test cards and its own messages, so test mode teaches what a real decline looks like. */
const TEST_CARD_OUTCOMES: Record<string, CardDecline | null> = {
  '4242424242424242': null,
  '4000003560000008': null,
  '5555555555554444': null,
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

const LIVE_CARD_IN_TEST_MODE: CardDecline = {
  code: 'card_declined',
  message:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. ' +
    'For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

export function testCardOutcome(cardNumber: string): CardDecline | null {
  const outcome = TEST_CARD_OUTCOMES[cardNumber];
  return outcome === undefined ? LIVE_CARD_IN_TEST_MODE : outcome;
}

type Row = Selectable<TestPaymentsTable>;

const columns = [
  'id',
  'clientSecret',
  'status',
  'amount',
  'currency',
  'idempotencyKey',
  'metadata',
  'lastErrorMessage',
  'lastErrorCode',
  'amountRefunded',
  'cardLast4',
] as const;

function toPayment(row: Pick<Row, (typeof columns)[number]>): Payment {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    metadata: row.metadata,
    lastError: row.lastErrorMessage,
    lastErrorCode: row.lastErrorCode,
    amountRefunded: row.amountRefunded,
    method: row.cardLast4 ? 'card' : null,
    fee: null,
  };
}

function sameMetadata(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function secretsMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The payment a client secret belongs to ('tpi_..._secret_...'), as with Stripe's. */
export function paymentIdOfSecret(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? '';
}

export interface ConfirmResult {
  payment: Payment;
  /** Why the card was refused; the payment is back in requires_payment_method and may be tried again. */
  decline: CardDecline | null;
}

/**
 * Built-in card payments for development, tests and demonstrations: no money moves. Payments live in the
 * database and go through Stripe's PaymentIntent states: requires_payment_method -> processing -> succeeded, or
 * back to requires_payment_method with the decline as last error; canceled when given up.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;

  constructor(db: Kysely<Database>, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async createPayment({ amount, currency, idempotencyKey, metadata }: CreatePaymentInput): Promise<CreatedPayment> {
    const id = `tpi_${randomBytes(12).toString('hex')}`;
    const now = this.#clock.now();
    await this.#db
      .insertInto('testPayments')
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
        status: 'requires_payment_method',
        amount,
        currency,
        idempotencyKey,
        metadata: JSON.stringify(metadata),
        lastErrorCode: null,
        lastErrorMessage: null,
        cardLast4: null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .execute();
    const row = await this.#db
      .selectFrom('testPayments')
      .select(columns)
      .where('idempotencyKey', '=', idempotencyKey)
      .executeTakeFirstOrThrow();
    // Stripe's rule: a key replays the first request only when the parameters are the same.
    if (row.amount !== amount || row.currency !== currency || !sameMetadata(row.metadata, metadata)) {
      throw new PaymentProviderError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_error',
      );
    }
    return { id: row.id, clientSecret: row.clientSecret };
  }

  async retrieve(id: string): Promise<Payment> {
    const row = await this.#db.selectFrom('testPayments').select(columns).where('id', '=', id).executeTakeFirst();
    if (!row) throw new PaymentProviderError(`No such payment_intent: '${id}'`, 'resource_missing');
    return toPayment(row);
  }

  async refund(id: string, { idempotencyKey, amount }: { idempotencyKey: string; amount?: number }) {
    return this.#db.transaction().execute(async (trx): Promise<RefundResult> => {
      const row = await trx
        .selectFrom('testPayments')
        .select(['status', 'amount', 'amountRefunded'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new PaymentProviderError(`No such payment_intent: '${id}'`, 'resource_missing');
      const done = await trx
        .selectFrom('testPaymentRefunds')
        .select(['id', 'paymentId', 'amount'])
        .where('idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst();
      if (done) {
        if (done.paymentId !== id) {
          throw new PaymentProviderError('Idempotency key used for another payment', 'idempotency_error');
        }
        return { id: done.id, amount: done.amount, status: 'processed' };
      }
      if (row.status !== 'succeeded') {
        throw new PaymentProviderError(
          `This PaymentIntent has a status of ${row.status} and cannot be refunded.`,
          'charge_not_refundable',
        );
      }
      const remaining = row.amount - row.amountRefunded;
      if (remaining === 0) {
        throw new PaymentProviderError('Charge has already been refunded.', 'charge_already_refunded');
      }
      const refunded = amount ?? remaining;
      // Stripe's own refusals, in its words.
      if (!Number.isInteger(refunded) || refunded <= 0) {
        throw new PaymentProviderError('Refund amount must be a positive integer.', 'parameter_invalid_integer');
      }
      if (refunded > remaining) {
        throw new PaymentProviderError(
          `Refund amount (${refunded}) is greater than unrefunded amount on charge (${remaining})`,
          'amount_too_large',
        );
      }
      const now = this.#clock.now();
      const refundId = `tre_${randomBytes(12).toString('hex')}`;
      await trx
        .insertInto('testPaymentRefunds')
        .values({
          id: refundId,
          paymentId: id,
          amount: refunded,
          idempotencyKey,
          createdAt: now,
        })
        .execute();
      await trx
        .updateTable('testPayments')
        .set({ amountRefunded: row.amountRefunded + refunded, updatedAt: now })
        .where('id', '=', id)
        .execute();
      return { id: refundId, amount: refunded, status: 'processed' };
    });
  }

  /** Test refunds reach the payer at once. */
  async retrieveRefund(refundId: string): Promise<RefundResult> {
    const row = await this.#db
      .selectFrom('testPaymentRefunds')
      .select(['id', 'amount'])
      .where('id', '=', refundId)
      .executeTakeFirst();
    if (!row) throw new PaymentProviderError(`No such refund: '${refundId}'`, 'resource_missing');
    return { id: row.id, amount: row.amount, status: 'processed' };
  }

  async cancel(id: string): Promise<void> {
    const updated = await this.#db
      .updateTable('testPayments')
      .set({ status: 'canceled', updatedAt: this.#clock.now() })
      .where('id', '=', id)
      .where('status', 'in', ['requires_payment_method', 'canceled'])
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) return;
    const current = await this.retrieve(id);
    throw new PaymentProviderError(
      `You cannot cancel this PaymentIntent because it has a status of ${current.status}.`,
      'payment_intent_unexpected_state',
    );
  }

  clientConfig(): PaymentClientConfig {
    return { provider: 'test', methods: ['card'] };
  }

  /**
   * What Stripe.js does in the browser for a real card: confirms the payment the client secret names. The card
   * must already be valid (see cardFormSchemaAt); its number decides the outcome as with Stripe's test cards.
   * Only a payment awaiting a card can be confirmed, so a doubled Pay click charges once.
   */
  async confirmCard(clientSecret: string, card: Pick<CardForm, 'cardNumber'>): Promise<ConfirmResult> {
    const id = paymentIdOfSecret(clientSecret);
    await this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('testPayments')
        .select(['clientSecret', 'status'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row || !secretsMatch(clientSecret, row.clientSecret)) {
        throw new PaymentProviderError('No such payment_intent', 'resource_missing');
      }
      if (row.status !== 'requires_payment_method') {
        throw new PaymentProviderError(
          row.status === 'succeeded'
            ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
            : `You cannot confirm this PaymentIntent because it has a status of ${row.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      await trx
        .updateTable('testPayments')
        .set({ status: 'processing', updatedAt: this.#clock.now() })
        .where('id', '=', id)
        .execute();
    });

    const decline = testCardOutcome(card.cardNumber);
    await this.#db
      .updateTable('testPayments')
      .set(
        decline
          ? {
              status: 'requires_payment_method',
              lastErrorCode: decline.code,
              lastErrorMessage: decline.message,
              updatedAt: this.#clock.now(),
            }
          : {
              status: 'succeeded',
              lastErrorCode: null,
              lastErrorMessage: null,
              cardLast4: card.cardNumber.slice(-4),
              updatedAt: this.#clock.now(),
            },
      )
      .where('id', '=', id)
      .execute();
    return { payment: await this.retrieve(id), decline };
  }
}
