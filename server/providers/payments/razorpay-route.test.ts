import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeRazorpayServer } from '../../test/fake-razorpay-server.js';
import {
  createPayoutProvider,
  OfflineRouteProvider,
  RazorpayRouteProvider,
  transferIdempotencyKey,
} from './razorpay-route.js';
import { PaymentProviderError } from './types.js';

/**
 * Payouts through Razorpay Route, through the official SDK against the loopback server that speaks Route's documented
 * API: a linked account (account, stakeholder, route product, settlement account), then transfers to it.
 */
let fake: FakeRazorpayServer;
let route: RazorpayRouteProvider;

beforeAll(async () => {
  fake = await new FakeRazorpayServer().start();
  route = new RazorpayRouteProvider({ keyId: fake.keyId, keySecret: fake.keySecret, baseUrl: fake.baseUrl });
});
afterAll(() => fake.stop());

const owner = {
  name: 'Manjunatha Gowda',
  email: 'payouts+provider7@raithayantra.in',
  phone: '+919845012345',
  bank: { ifsc: 'SBIN0040123', accountNumber: '30211234567' },
};

describe('Razorpay Route', () => {
  it('creates a linked account with its stakeholder, route product and settlement account, activated', async () => {
    const linked = await route.createLinkedAccount({ referenceId: 'provider_7', ...owner });
    expect(linked.status).toBe('activated');
    expect(linked.accountId).toMatch(/^acc_/);
    const calls = fake.requests.map((r) => `${r.method} ${r.path.replace(/acc_prd_\w+|acc_\w+/g, ':id')}`);
    expect(calls).toEqual([
      'POST /v2/accounts',
      'POST /v2/accounts/:id/stakeholders',
      'POST /v2/accounts/:id/products',
      'PATCH /v2/accounts/:id/products/:id',
    ]);
    const account = fake.accounts.get(linked.accountId)!;
    expect(account).toMatchObject({ type: 'route', phone: '9845012345', reference_id: 'provider_7' });
    expect(fake.routeProducts.get(linked.productId!)!.settlements).toEqual({
      account_number: '30211234567',
      ifsc_code: 'SBIN0040123',
      beneficiary_name: 'Manjunatha Gowda',
    });
  });

  it('transfers a payout to the linked account, with the payout key in its notes', async () => {
    const linked = await route.createLinkedAccount({ referenceId: 'provider_8', ...owner });
    const { transferId } = await route.transfer({
      accountId: linked.accountId,
      amount: 495_000,
      idempotencyKey: 'payout_job1',
      notes: { job_id: 'job1' },
    });
    expect(fake.transfers.get(transferId)).toMatchObject({
      recipient: linked.accountId,
      amount: 495_000,
      currency: 'INR',
      notes: { job_id: 'job1', idempotency_key: 'payout_job1' },
    });
  });

  it('sends the payout key as X-Transfer-Idempotency: a retried payout is one transfer at Razorpay', async () => {
    const linked = await route.createLinkedAccount({ referenceId: 'provider_11', ...owner });
    const payout = { accountId: linked.accountId, amount: 120_000, notes: { job_id: 'job2' } };
    const key = 'payout_3f0f6a8e-55b1-4c55-9d0e-0a7c1b2e9f41';
    const first = await route.transfer({ ...payout, idempotencyKey: key });
    // The server died before posting the payout; the sweep sends it again with the same key.
    const again = await route.transfer({ ...payout, idempotencyKey: key });
    expect(again.transferId).toBe(first.transferId);
    expect([...fake.transfers.values()].filter((t) => t.recipient === linked.accountId)).toHaveLength(1);
    const sent = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/transfers' && r.body.account === linked.accountId,
    );
    expect(sent.map((r) => r.headers['x-transfer-idempotency'])).toEqual([
      transferIdempotencyKey(key),
      transferIdempotencyKey(key),
    ]);
    expect(transferIdempotencyKey(key)).toMatch(/^[A-Za-z0-9_-]{4,36}$/);
    expect(transferIdempotencyKey('payout_job1')).toBe('payout_job1');
    // Another amount under the same key is refused by Razorpay, not paid twice.
    await expect(route.transfer({ ...payout, amount: 1, idempotencyKey: key })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('keeps an account pending until Razorpay activates its product, and refuses transfers meanwhile', async () => {
    fake.activateRouteProducts = false;
    const linked = await route.createLinkedAccount({ referenceId: 'provider_9', ...owner });
    fake.activateRouteProducts = true;
    expect(linked.status).toBe('pending');
    const transfer = route.transfer({ accountId: linked.accountId, amount: 10_000, idempotencyKey: 'k', notes: {} });
    await expect(transfer).rejects.toBeInstanceOf(PaymentProviderError);
    fake.activateRoute(linked.accountId);
    expect(await route.refreshLinkedAccount(linked)).toEqual({ ...linked, status: 'activated' });
  });

  it('leaves an owner paid by UPI only pending: Route settles to a bank account', async () => {
    const linked = await route.createLinkedAccount({ referenceId: 'provider_10', ...owner, bank: null });
    expect(linked.status).toBe('pending');
  });

  it('passes on what Razorpay refuses as a provider error', async () => {
    const refused = route.createLinkedAccount({ referenceId: 'provider_7', ...owner });
    await expect(refused).rejects.toThrow(/reference id already exists/);
  });
});

describe('the payout provider the variables choose', () => {
  it('is Route with the Route keys, else the payment keys, at RAZORPAY_API_URL; else the offline default', async () => {
    const url = { RAZORPAY_API_URL: fake.baseUrl };
    const own = createPayoutProvider({
      RAZORPAY_ROUTE_KEY_ID: fake.keyId,
      RAZORPAY_ROUTE_KEY_SECRET: fake.keySecret,
      ...url,
    });
    const shared = createPayoutProvider({ RAZORPAY_KEY_ID: fake.keyId, RAZORPAY_KEY_SECRET: fake.keySecret, ...url });
    for (const [n, provider] of [own, shared].entries()) {
      expect(provider).toBeInstanceOf(RazorpayRouteProvider);
      // Both reach the loopback server (at the address given), not api.razorpay.com.
      const linked = await provider.createLinkedAccount({ referenceId: `provider_chosen_${n}`, ...owner });
      expect(
        fake.requests.some((r) => r.path === '/v2/accounts' && r.body.reference_id === `provider_chosen_${n}`),
      ).toBe(true);
      expect(linked.status).toBe('activated');
    }
    expect(createPayoutProvider({})).toBeInstanceOf(OfflineRouteProvider);
  });
});

describe('the offline default', () => {
  it('activates at once and records one transfer per idempotency key', async () => {
    const offline = new OfflineRouteProvider();
    const linked = await offline.createLinkedAccount({ referenceId: 'provider_1', ...owner });
    expect(linked.status).toBe('activated');
    const input = { accountId: linked.accountId, amount: 1000, idempotencyKey: 'payout_j', notes: {} };
    const first = await offline.transfer(input);
    expect(await offline.transfer(input)).toEqual(first);
    expect(offline.transfers.size).toBe(1);
    await expect(offline.transfer({ ...input, idempotencyKey: 'x', amount: 50 })).rejects.toThrow(/at least/);
  });
});
