import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { TestPaymentProvider } from './test-provider.js';
import { UPI_REQUEST_MINUTES, isUpiPinShaped, upiAmount, upiPinOutcome, upiUri } from './test-upi.js';
import type { CreatePaymentInput } from './types.js';

/** The test provider's UPI: the upi:// address and its QR, the simulated app's approval and decline, expiry, fees. */

const START = Date.parse('2026-11-28T06:00:00Z');
const MINUTE = 60_000;
let offset = 0;
const clock = { now: () => new Date(START + offset) };

let database: TestDatabase;
let provider: TestPaymentProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = new TestPaymentProvider(database.db, clock, { appOrigin: 'http://shop.test' });
});
afterAll(() => database.close());

let counter = 0;
function input(extra: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  counter++;
  const orderId = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    orderId,
    amount: 118_050,
    currency: 'inr',
    idempotencyKey: `upi_${counter}`,
    metadata: { orderId },
    ...extra,
  };
}

function later(minutes: number) {
  offset += minutes * MINUTE;
}

describe('the upi:// address', () => {
  it('names the shop as payee, the amount in rupees with paise, INR, the payment and the note', () => {
    expect(upiUri({ id: 'tpi_abc', amount: 118_050, description: 'Tractor rental & deposit' })).toBe(
      'upi://pay?pa=raithayantra@testupi&pn=Raitha%20Yantra&am=1180.50&cu=INR&tr=tpi_abc' +
        '&tn=Tractor%20rental%20%26%20deposit',
    );
    expect(upiAmount(100)).toBe('1.00');
    expect(upiAmount(5)).toBe('0.05');
    expect(upiAmount(12_345_607)).toBe('123456.07');
  });

  it('checks a PIN has 4 or 6 digits, and knows the test PINs that fail', () => {
    expect(['1234', '123456'].every(isUpiPinShaped)).toBe(true);
    expect(['123', '12345', '1234567', 'abcd', '12 34', ''].some(isUpiPinShaped)).toBe(false);
    expect(upiPinOutcome('0000')).toMatchObject({ code: 'ZM' });
    expect(upiPinOutcome('000000')).toMatchObject({ code: 'ZM' });
    expect(upiPinOutcome('9999')).toMatchObject({ code: 'Z9' });
    expect(upiPinOutcome('2580')).toBeNull();
  });
});

describe('creating payments on each channel', () => {
  it('a field QR carries its upi:// address and a real QR picture of it', async () => {
    const created = await provider.createPayment(input({ channel: 'upi_qr', description: 'Balance for ploughing' }));
    expect(created.upiUri).toBe(
      `upi://pay?pa=raithayantra@testupi&pn=Raitha%20Yantra&am=1180.50&cu=INR&tr=${created.id}` +
        '&tn=Balance%20for%20ploughing',
    );
    expect(created.qrImageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(created.qrImageUrl!.split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(created.url).toBeUndefined();
  });

  it("a payment link is the shop's own simulated pay page for that payment", async () => {
    const created = await provider.createPayment(input({ channel: 'payment_link' }));
    expect(created.url).toBe(`http://shop.test/upi-test/${created.id}#${encodeURIComponent(created.clientSecret)}`);
    expect(created.qrImageUrl).toBeUndefined();
  });

  it('a checkout payment carries neither, and the same key on another channel is refused', async () => {
    const request = input();
    const created = await provider.createPayment(request);
    expect(created).toEqual({ id: created.id, clientSecret: created.clientSecret });
    await expect(provider.createPayment({ ...request, channel: 'upi_qr' })).rejects.toMatchObject({
      code: 'idempotency_error',
    });
    expect(await provider.createPayment(request)).toEqual(created);
  });

  it('offers UPI first, then cards', () => {
    expect(provider.clientConfig()).toEqual({ provider: 'test', methods: ['upi', 'card'] });
  });
});

describe('UPI at checkout', () => {
  it('waits for the app after the farmer chooses UPI, and the app pays it with a PIN: method upi, no fee', async () => {
    const { id, clientSecret } = await provider.createPayment(input({ description: 'Order 1' }));
    const started = await provider.startUpi(clientSecret);
    expect(started).toMatchObject({
      state: 'waiting',
      channel: 'checkout',
      payment: { id, status: 'processing' },
      requestExpiresAt: new Date(clock.now().getTime() + UPI_REQUEST_MINUTES * MINUTE),
      appPath: `/upi-test/${id}#${encodeURIComponent(clientSecret)}`,
    });
    expect(started.upiUri).toContain(`tr=${id}`);
    expect(started.qrImageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    // Asking again (a second tap, a reload) is the same request.
    expect((await provider.startUpi(clientSecret)).requestExpiresAt).toEqual(started.requestExpiresAt);

    const approval = await provider.approveUpi(id, '2580');
    expect(approval.decline).toBeNull();
    expect(approval.payment).toMatchObject({ status: 'succeeded', method: 'upi', fee: 0, lastError: null });
    const view = await provider.upiView(clientSecret);
    expect(view.state).toBe('paid');
    expect(view.upiReference).toMatch(/^[1-9]\d{11}$/);
    // The payer's UPI address is kept for the shop, not handed out.
    expect(JSON.stringify(view)).not.toContain('farmer@testupi');

    await expect(provider.approveUpi(id, '2580')).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await expect(provider.declineUpi(id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    // A paid payment is answered as it is.
    expect((await provider.startUpi(clientSecret)).state).toBe('paid');
  });

  it('a wrong PIN declines with a UPI code and message; the farmer may try again', async () => {
    const { id, clientSecret } = await provider.createPayment(input());
    await provider.startUpi(clientSecret);
    const wrong = await provider.approveUpi(id, '0000');
    expect(wrong.decline).toEqual({ code: 'ZM', message: 'Invalid UPI PIN entered.' });
    expect(wrong.payment).toMatchObject({
      status: 'requires_payment_method',
      lastErrorCode: 'ZM',
      lastError: 'Invalid UPI PIN entered.',
      method: null,
    });
    expect(await provider.upiView(clientSecret)).toMatchObject({ state: 'declined', decline: { code: 'ZM' } });
    // Without a new request from the shop, the app has nothing to approve at checkout.
    await expect(provider.approveUpi(id, '2580')).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });

    const again = await provider.startUpi(clientSecret);
    expect(again).toMatchObject({ state: 'waiting', decline: null });
    expect((await provider.approveUpi(id, '258046')).payment.status).toBe('succeeded');
  });

  it('refuses a PIN that is not 4 or 6 digits without changing anything', async () => {
    const { id, clientSecret } = await provider.createPayment(input());
    await provider.startUpi(clientSecret);
    await expect(provider.approveUpi(id, '12345')).rejects.toMatchObject({ code: 'invalid_upi_pin' });
    expect((await provider.upiView(clientSecret)).state).toBe('waiting');
  });

  it('a decline in the app answers ZA', async () => {
    const { id, clientSecret } = await provider.createPayment(input());
    await provider.startUpi(clientSecret);
    expect(await provider.declineUpi(id)).toMatchObject({ status: 'requires_payment_method', lastErrorCode: 'ZA' });
    expect((await provider.upiView(clientSecret)).state).toBe('declined');
  });

  it('a request the app does not answer in time lapses on the next read (U69) and cannot be approved', async () => {
    const { id, clientSecret } = await provider.createPayment(input());
    await provider.startUpi(clientSecret);
    later(UPI_REQUEST_MINUTES - 1);
    expect((await provider.upiView(clientSecret)).state).toBe('waiting');
    later(1);
    await expect(provider.approveUpi(id, '2580')).rejects.toMatchObject({ code: 'upi_request_expired' });
    expect(await provider.retrieve(id)).toMatchObject({ status: 'requires_payment_method', lastErrorCode: 'U69' });
    expect((await provider.upiView(clientSecret)).state).toBe('expired');
    // A new request may follow while the payment lasts.
    expect((await provider.startUpi(clientSecret)).state).toBe('waiting');
  });

  it("never waits past the payment's own time, which cancels it", async () => {
    const expiresAt = new Date(clock.now().getTime() + 2 * MINUTE);
    const { id, clientSecret } = await provider.createPayment(input({ expiresAt }));
    expect((await provider.startUpi(clientSecret)).requestExpiresAt).toEqual(expiresAt);
    later(2);
    expect(await provider.retrieve(id)).toMatchObject({ status: 'canceled', lastErrorCode: 'expired' });
    expect((await provider.upiView(clientSecret)).state).toBe('expired');
    await expect(provider.startUpi(clientSecret)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await expect(provider.confirmCard(clientSecret, { cardNumber: '4242424242424242' })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('turning from UPI to a card pays by card (2 % fee plus GST); the app then cannot pay', async () => {
    const { id, clientSecret } = await provider.createPayment(input({ amount: 100_000 }));
    await provider.startUpi(clientSecret);
    const paid = await provider.confirmCard(clientSecret, { cardNumber: '4242424242424242' });
    expect(paid.payment).toMatchObject({ status: 'succeeded', method: 'card', fee: 2_360 });
    await expect(provider.approveUpi(id, '2580')).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('a payment waiting for the app can be canceled (an abandoned checkout), and then never paid', async () => {
    const { id, clientSecret } = await provider.createPayment(input());
    await provider.startUpi(clientSecret);
    await provider.cancel(id);
    expect((await provider.upiView(clientSecret)).state).toBe('canceled');
    await expect(provider.approveUpi(id, '2580')).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('only the payment secret shows a payment to the app', async () => {
    const { clientSecret } = await provider.createPayment(input());
    await expect(provider.upiView(`${clientSecret}x`)).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(provider.upiView('tpi_nothing_secret_abc')).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(provider.startUpi(clientSecret.replace(/.$/, '-'))).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('tells a database that cannot answer apart from a payment that does not exist', async () => {
    const { clientSecret } = await provider.createPayment(input());
    const down = new Proxy(database.db, {
      get: (target, key) =>
        key === 'selectFrom'
          ? () => {
              throw new Error('connection refused');
            }
          : Reflect.get(target, key),
    });
    await expect(new TestPaymentProvider(down, clock).upiView(clientSecret)).rejects.toThrow('connection refused');
  });

  it('approves one of many simultaneous approvals of the same payment', async () => {
    const { id, clientSecret } = await provider.createPayment(input());
    await provider.startUpi(clientSecret);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => provider.approveUpi(id, '2580')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const reference = (await provider.upiView(clientSecret)).upiReference;
    expect(reference).not.toBeNull();
  });
});

describe('a field QR or a payment link', () => {
  it('is paid by the app without a request from the shop, until its own time runs out', async () => {
    const qr = await provider.createPayment(input({ channel: 'upi_qr' }));
    expect(await provider.upiView(qr.clientSecret)).toMatchObject({ state: 'open', channel: 'upi_qr' });
    expect((await provider.approveUpi(qr.id, '123456')).payment).toMatchObject({ status: 'succeeded', method: 'upi' });

    const expiresAt = new Date(clock.now().getTime() + 3 * 24 * 60 * MINUTE);
    const link = await provider.createPayment(input({ channel: 'payment_link', expiresAt }));
    expect((await provider.approveUpi(link.id, '0000')).decline).toMatchObject({ code: 'ZM' });
    later(3 * 24 * 60);
    await expect(provider.approveUpi(link.id, '2580')).rejects.toMatchObject({ code: 'upi_request_expired' });
    expect(await provider.retrieve(link.id)).toMatchObject({ status: 'canceled', lastErrorCode: 'expired' });
  });
});

describe('the sweep', () => {
  it('ends every payment and UPI request whose time ran out, once, and names them', async () => {
    const lapsing = await provider.createPayment(input());
    await provider.startUpi(lapsing.clientSecret);
    const ending = await provider.createPayment(
      input({ channel: 'upi_qr', expiresAt: new Date(clock.now().getTime() + MINUTE) }),
    );
    const lasting = await provider.createPayment(
      input({ channel: 'upi_qr', expiresAt: new Date(clock.now().getTime() + 60 * MINUTE) }),
    );
    const paid = await provider.createPayment(input());
    await provider.startUpi(paid.clientSecret);
    await provider.approveUpi(paid.id, '2580');

    later(UPI_REQUEST_MINUTES);
    const swept = await provider.expireDue();
    expect(swept).toEqual(
      expect.arrayContaining([
        { id: lapsing.id, status: 'requires_payment_method' },
        { id: ending.id, status: 'canceled' },
      ]),
    );
    expect(swept.map((s) => s.id)).not.toContain(lasting.id);
    expect(swept.map((s) => s.id)).not.toContain(paid.id);
    expect(await provider.expireDue()).toEqual([]);
    expect((await provider.retrieve(paid.id)).status).toBe('succeeded');
  });
});
