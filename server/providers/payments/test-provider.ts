import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { CardForm } from '../../../shared/schemas/checkout.js';
import type { Database, TestPaymentsTable } from '../../db/types.js';
import type { Clock } from '../../clock.js';
import { PaymentProviderError } from './types.js';
import type { CreatePaymentInput, CreatedPayment, Payment, PaymentClientConfig, PaymentProvider } from './types.js';
import type { PaymentChannel, PaymentStatus, RefundResult } from './types.js';
import {
  PAYMENT_EXPIRED,
  TEST_UPI_PAYER,
  UPI_DECLINES,
  UPI_REQUEST_MINUTES,
  isUpiPinShaped,
  newUpiReference,
  simulatedUpiAppPath,
  testFee,
  upiPinOutcome,
  upiQrImageUrl,
  upiUri,
  type UpiDecline,
} from './test-upi.js';

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
  'channel',
  'method',
  'description',
  'expiresAt',
  'upiRequestExpiresAt',
  'upiReference',
  'fee',
] as const;

type PaymentRow = Pick<Row, (typeof columns)[number]>;

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    metadata: row.metadata,
    lastError: row.lastErrorMessage,
    lastErrorCode: row.lastErrorCode,
    amountRefunded: row.amountRefunded,
    method: row.method,
    fee: row.fee,
  };
}

/** A UPI request the shop started and the farmer's app has not answered yet. */
function awaitingApp(row: Pick<Row, 'status' | 'upiRequestExpiresAt'>): boolean {
  return row.status === 'processing' && row.upiRequestExpiresAt !== null;
}

/** Whether the payment's own time (a QR's, a link's, a checkout hold's) or its UPI request's has run out. */
function isDue(row: Pick<Row, 'status' | 'upiRequestExpiresAt' | 'expiresAt'>, now: Date): boolean {
  const open = row.status === 'requires_payment_method' || awaitingApp(row);
  return (
    (open && row.expiresAt !== null && row.expiresAt <= now) ||
    (awaitingApp(row) && row.upiRequestExpiresAt !== null && row.upiRequestExpiresAt <= now)
  );
}

/** Where a UPI payment stands, as the shop's waiting screen and the simulated app show it. */
export type UpiState = 'open' | 'waiting' | 'paid' | 'declined' | 'expired' | 'canceled';

function upiStateOf(row: PaymentRow): UpiState {
  if (row.status === 'succeeded') return 'paid';
  if (awaitingApp(row)) return 'waiting';
  if (row.status === 'canceled') return row.lastErrorCode === PAYMENT_EXPIRED.code ? 'expired' : 'canceled';
  if (row.status === 'requires_payment_method' && row.lastErrorCode === UPI_DECLINES.requestExpired.code) {
    return 'expired';
  }
  if (row.status === 'requires_payment_method' && row.lastErrorCode && upiCodes.has(row.lastErrorCode)) {
    return 'declined';
  }
  return 'open';
}

const upiCodes = new Set<string>(Object.values(UPI_DECLINES).map((decline) => decline.code));

/** A UPI payment as the shop's waiting screen and the simulated app see it (test mode only). */
export interface UpiPaymentView {
  payment: Payment;
  state: UpiState;
  channel: PaymentChannel;
  description: string | null;
  /** When the payment itself stops taking money (null: with its order or job). */
  expiresAt: Date | null;
  /** When the UPI request the shop started lapses, while it waits for the app. */
  requestExpiresAt: Date | null;
  /** The UPI reference number of an approved payment. */
  upiReference: string | null;
  /** The NPCI code and message of the last failed UPI attempt. */
  decline: UpiDecline | null;
  upiUri: string;
  /** The simulated UPI app's page for this payment (with its secret). */
  appPath: string;
}

export interface UpiRequest extends UpiPaymentView {
  /** A QR code of upiUri (data: URL), for paying from a phone while the shop is open on a computer. */
  qrImageUrl: string;
}

export interface UpiApproval {
  payment: Payment;
  /** Why the app refused (a wrong PIN, no money): the payment may be tried again. Null when it was paid. */
  decline: UpiDecline | null;
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

  readonly #appOrigin: string;

  /** `appOrigin` is where the shop's pages are (a payment link's address starts with it). */
  constructor(db: Kysely<Database>, clock: Clock, { appOrigin = '' }: { appOrigin?: string } = {}) {
    this.#db = db;
    this.#clock = clock;
    this.#appOrigin = appOrigin;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const { amount, currency, idempotencyKey, metadata } = input;
    const channel = input.channel ?? 'checkout';
    const id = `tpi_${randomBytes(12).toString('hex')}`;
    const now = this.#clock.now();
    const inserted = await this.#db
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
        channel,
        method: null,
        description: input.description ?? null,
        expiresAt: input.expiresAt ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returning(columns)
      .executeTakeFirst();
    // A key used before wrote nothing now: the first request's payment is read back.
    const row =
      inserted ??
      (await this.#db
        .selectFrom('testPayments')
        .select(columns)
        .where('idempotencyKey', '=', idempotencyKey)
        .executeTakeFirstOrThrow());
    // Stripe's rule: a key replays the first request only when the parameters are the same.
    if (
      row.amount !== amount ||
      row.currency !== currency ||
      row.channel !== channel ||
      !sameMetadata(row.metadata, metadata)
    ) {
      throw new PaymentProviderError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_error',
      );
    }
    const created: CreatedPayment = { id: row.id, clientSecret: row.clientSecret };
    if (channel === 'upi_qr') {
      created.upiUri = upiUri(row);
      created.qrImageUrl = await upiQrImageUrl(created.upiUri);
    }
    if (channel === 'payment_link') created.url = `${this.#appOrigin}${simulatedUpiAppPath(row.id, row.clientSecret)}`;
    return created;
  }

  async retrieve(id: string): Promise<Payment> {
    return toPayment(await this.#row(id));
  }

  /** The payment's row as it stands now: a payment or UPI request whose time ran out is expired first (lazily). */
  async #row(id: string): Promise<PaymentRow & { clientSecret: string }> {
    const select = () =>
      this.#db
        .selectFrom('testPayments')
        .select([...columns, 'clientSecret'])
        .where('id', '=', id)
        .executeTakeFirst();
    const row = await select();
    if (!row) throw new PaymentProviderError(`No such payment_intent: '${id}'`, 'resource_missing');
    if (!isDue(row, this.#clock.now())) return row;
    await this.#expire(id);
    return (await select())!;
  }

  /**
   * Ends what is due, in one statement that a concurrent approval cannot cross (it re-checks the row after the
   * approval's lock): a payment past its own time is canceled ('expired'); a UPI request the app did not answer in
   * time goes back to awaiting payment with NPCI's U69, so the farmer may try again while the payment lasts.
   */
  async #expire(id?: string): Promise<{ id: string; status: PaymentStatus }[]> {
    const now = this.#clock.now();
    const pastOwnTime = sql<boolean>`(expires_at is not null and expires_at <= ${now})`;
    const { requestExpired } = UPI_DECLINES;
    let update = this.#db
      .updateTable('testPayments')
      .set({
        status: sql`case when ${pastOwnTime} then 'canceled' else 'requires_payment_method' end`,
        lastErrorCode: sql`case when ${pastOwnTime} then ${PAYMENT_EXPIRED.code}::text
          else ${requestExpired.code}::text end`,
        lastErrorMessage: sql`case when ${pastOwnTime} then ${PAYMENT_EXPIRED.message}::text
          else ${requestExpired.message}::text end`,
        upiRequestExpiresAt: null,
        updatedAt: now,
      })
      .where((eb) =>
        eb.or([
          eb.and([
            eb('expiresAt', '<=', now),
            eb.or([
              eb('status', '=', 'requires_payment_method'),
              eb.and([eb('status', '=', 'processing'), eb('upiRequestExpiresAt', 'is not', null)]),
            ]),
          ]),
          eb.and([eb('status', '=', 'processing'), eb('upiRequestExpiresAt', '<=', now)]),
        ]),
      );
    if (id !== undefined) update = update.where('id', '=', id);
    return update.returning(['id', 'status']).execute();
  }

  /**
   * For a sweep: ends every payment and UPI request whose time has run out (as reading one does) and names them,
   * with the status each ended in ('canceled' for a payment past its own time).
   */
  async expireDue(): Promise<{ id: string; status: PaymentStatus }[]> {
    return this.#expire();
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
      .set({ upiRequestExpiresAt: null })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('status', 'in', ['requires_payment_method', 'canceled']),
          // A UPI request still waiting for the app is withdrawn with it.
          eb.and([eb('status', '=', 'processing'), eb('upiRequestExpiresAt', 'is not', null)]),
        ]),
      )
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) return;
    const current = await this.retrieve(id);
    throw new PaymentProviderError(
      `You cannot cancel this PaymentIntent because it has a status of ${current.status}.`,
      'payment_intent_unexpected_state',
    );
  }

  clientConfig(): PaymentClientConfig {
    return { provider: 'test', methods: ['upi', 'card'] };
  }

  /**
   * What Stripe.js does in the browser for a real card: confirms the payment the client secret names. The card
   * must already be valid (see cardFormSchemaAt); its number decides the outcome as with Stripe's test cards.
   * Only a payment awaiting a card can be confirmed, so a doubled Pay click charges once.
   */
  async confirmCard(clientSecret: string, card: Pick<CardForm, 'cardNumber'>): Promise<ConfirmResult> {
    const id = paymentIdOfSecret(clientSecret);
    const decline = testCardOutcome(card.cardNumber);
    // One transaction with the row locked: checked, then answered as the card decides (a doubled Pay waits here and
    // finds it succeeded). A payment or UPI request whose time ran out is expired first, as every read of it does,
    // and then tried once more: a UPI request the app let lapse may still be paid by card.
    const attempt = (dueAllowed: boolean) =>
      this.#db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('testPayments')
          .select(['clientSecret', 'status', 'upiRequestExpiresAt', 'expiresAt', 'amount'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row || !secretsMatch(clientSecret, row.clientSecret)) {
          throw new PaymentProviderError('No such payment_intent', 'resource_missing');
        }
        const now = this.#clock.now();
        if (dueAllowed && isDue(row, now)) return null;
        // A farmer who turned from UPI to a card pays by card; the UPI request is withdrawn.
        if ((row.status !== 'requires_payment_method' && !awaitingApp(row)) || isDue(row, now)) {
          const why =
            row.status === 'succeeded'
              ? 'it has already succeeded after being previously confirmed'
              : `it has a status of ${row.status}`;
          throw new PaymentProviderError(
            `You cannot confirm this PaymentIntent because ${why}.`,
            'payment_intent_unexpected_state',
          );
        }
        return trx
          .updateTable('testPayments')
          .set(
            decline
              ? {
                  status: 'requires_payment_method',
                  upiRequestExpiresAt: null,
                  lastErrorCode: decline.code,
                  lastErrorMessage: decline.message,
                  updatedAt: now,
                }
              : {
                  status: 'succeeded',
                  upiRequestExpiresAt: null,
                  lastErrorCode: null,
                  lastErrorMessage: null,
                  cardLast4: card.cardNumber.slice(-4),
                  method: 'card',
                  fee: testFee('card', row.amount),
                  updatedAt: now,
                },
          )
          .where('id', '=', id)
          .returning(columns)
          .executeTakeFirstOrThrow();
      });
    let row = await attempt(true);
    if (!row) {
      await this.#row(id);
      row = (await attempt(false))!;
    }
    return { payment: toPayment(row), decline };
  }

  /** The payment the client secret names, as the waiting screen and the simulated UPI app show it. */
  async upiView(clientSecret: string): Promise<UpiPaymentView> {
    // Only "no such payment" reads as not found: a database that cannot answer is an error of its own.
    const row = await this.#row(paymentIdOfSecret(clientSecret)).catch((error: unknown) => {
      if (error instanceof PaymentProviderError && error.code === 'resource_missing') return null;
      throw error;
    });
    if (!row || !secretsMatch(clientSecret, row.clientSecret)) {
      throw new PaymentProviderError('No such payment_intent', 'resource_missing');
    }
    return this.#view(row);
  }

  #view(row: PaymentRow & { clientSecret: string }): UpiPaymentView {
    const failed = row.lastErrorCode !== null && row.lastErrorMessage !== null && row.status !== 'succeeded';
    return {
      payment: toPayment(row),
      state: upiStateOf(row),
      channel: row.channel,
      description: row.description,
      expiresAt: row.expiresAt,
      requestExpiresAt: awaitingApp(row) ? row.upiRequestExpiresAt : null,
      upiReference: row.upiReference,
      decline: failed ? { code: row.lastErrorCode!, message: row.lastErrorMessage! } : null,
      upiUri: upiUri(row),
      appPath: simulatedUpiAppPath(row.id, row.clientSecret),
    };
  }

  /**
   * The farmer chose UPI in the shop: the payment waits (processing) for the farmer's UPI app, which the shop opens
   * with the upi:// address or shows as a QR code, for UPI_REQUEST_MINUTES at most (never past the payment's own
   * time). Asking again while it waits changes nothing; after a decline or a lapse it starts a new request. A paid
   * payment is answered as it is; a canceled or expired one cannot be started.
   */
  async startUpi(clientSecret: string): Promise<UpiRequest> {
    const id = paymentIdOfSecret(clientSecret);
    await this.upiView(clientSecret);
    await this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('testPayments')
        .select(['status', 'upiRequestExpiresAt', 'expiresAt'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const now = this.#clock.now();
      if (row.status === 'succeeded' || (awaitingApp(row) && !isDue(row, now))) return;
      if (row.status !== 'requires_payment_method' || isDue(row, now)) {
        throw new PaymentProviderError(
          `You cannot start a UPI payment on this PaymentIntent because it has a status of ${row.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      const lapses = new Date(now.getTime() + UPI_REQUEST_MINUTES * 60_000);
      await trx
        .updateTable('testPayments')
        .set({
          status: 'processing',
          upiRequestExpiresAt: row.expiresAt && row.expiresAt < lapses ? row.expiresAt : lapses,
          lastErrorCode: null,
          lastErrorMessage: null,
          updatedAt: now,
        })
        .where('id', '=', id)
        .execute();
    });
    const view = this.#view(await this.#row(id));
    return { ...view, qrImageUrl: await upiQrImageUrl(view.upiUri) };
  }

  /**
   * The simulated UPI app pays: a PIN of 4 or 6 digits approves (see upiPinOutcome for the test PINs that fail);
   * the payment is then paid by UPI with a reference number and no fee, and a failure leaves it awaiting payment
   * with NPCI's code. The app can pay a payment that waits for it, or a QR's or a link's that is still open; not
   * one that is paid, canceled, expired, or a checkout payment whose UPI request was never started or has lapsed.
   * Only one approval of a payment ever succeeds.
   */
  async approveUpi(paymentId: string, pin: string): Promise<UpiApproval> {
    if (!isUpiPinShaped(pin)) throw new PaymentProviderError('A UPI PIN has 4 or 6 digits.', 'invalid_upi_pin');
    const decline = upiPinOutcome(pin);
    await this.#answerUpi(
      paymentId,
      decline
        ? { status: 'requires_payment_method', lastErrorCode: decline.code, lastErrorMessage: decline.message }
        : (amount) => ({
            status: 'succeeded',
            method: 'upi',
            fee: testFee('upi', amount),
            upiReference: newUpiReference(),
            upiApprover: TEST_UPI_PAYER,
            lastErrorCode: null,
            lastErrorMessage: null,
          }),
    );
    return { payment: await this.retrieve(paymentId), decline };
  }

  /** The farmer declined in the simulated UPI app: the payment awaits payment again, with NPCI's ZA. */
  async declineUpi(paymentId: string): Promise<Payment> {
    const { declinedByPayer } = UPI_DECLINES;
    await this.#answerUpi(paymentId, {
      status: 'requires_payment_method',
      lastErrorCode: declinedByPayer.code,
      lastErrorMessage: declinedByPayer.message,
    });
    return this.retrieve(paymentId);
  }

  /** The app's answer to a payment it may still answer, under the payment's row lock. */
  async #answerUpi(
    paymentId: string,
    answer:
      | { status: 'requires_payment_method'; lastErrorCode: string; lastErrorMessage: string }
      | ((amount: number) => { status: 'succeeded' } & Partial<Omit<Row, 'id' | 'createdAt' | 'metadata'>>),
  ): Promise<void> {
    await this.#row(paymentId);
    await this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('testPayments')
        .select(['status', 'channel', 'amount', 'upiRequestExpiresAt', 'expiresAt', 'lastErrorCode'])
        .where('id', '=', paymentId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new PaymentProviderError(`No such payment_intent: '${paymentId}'`, 'resource_missing');
      const now = this.#clock.now();
      const lapsed =
        (row.status === 'canceled' && row.lastErrorCode === PAYMENT_EXPIRED.code) ||
        (row.channel === 'checkout' &&
          row.status === 'requires_payment_method' &&
          row.lastErrorCode === UPI_DECLINES.requestExpired.code);
      if (lapsed || isDue(row, now)) {
        throw new PaymentProviderError(UPI_DECLINES.requestExpired.message, 'upi_request_expired');
      }
      const open = row.channel !== 'checkout' && row.status === 'requires_payment_method';
      if (!awaitingApp(row) && !open) {
        throw new PaymentProviderError(
          row.status === 'succeeded'
            ? 'This payment has already been completed.'
            : `This payment cannot be paid by UPI now: it has a status of ${row.status}.`,
          'payment_intent_unexpected_state',
        );
      }
      const values = typeof answer === 'function' ? answer(row.amount) : { ...answer, method: null };
      await trx
        .updateTable('testPayments')
        .set({ ...values, upiRequestExpiresAt: null, updatedAt: now })
        .where('id', '=', paymentId)
        .execute();
    });
  }
}
