import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import { PaymentProviderError } from './types.js';

/**
 * Payouts to providers (issue 25, item 2) through Razorpay Route: a linked account per provider (POST /v2/accounts,
 * a stakeholder, the 'route' product requested and its settlement bank account given), then a transfer of each
 * job's provider share from the shop's balance to it (POST /v1/transfers). The offline default records transfers the
 * same way, in memory, with ids derived from the idempotency key, so the same payout is never recorded twice.
 */

export interface LinkedAccountInput {
  /** Our provider id: Razorpay's reference_id. */
  referenceId: string;
  name: string;
  email: string;
  /** E.164; sent as the 10 digits Razorpay expects. */
  phone: string;
  /** The settlement account; without one (UPI only) the route product cannot be activated. */
  bank: { ifsc: string; accountNumber: string } | null;
}

export interface LinkedAccount {
  accountId: string;
  productId: string | null;
  status: 'pending' | 'activated';
}

export interface TransferInput {
  accountId: string;
  amount: number;
  /** One per payout (the job), sent in the transfer's notes; the offline provider dedupes by it. */
  idempotencyKey: string;
  notes: Record<string, string>;
}

export interface PayoutProvider {
  readonly name: 'razorpay' | 'test';
  createLinkedAccount(input: LinkedAccountInput): Promise<LinkedAccount>;
  /** Asks again about a product not yet activated. */
  refreshLinkedAccount(account: LinkedAccount): Promise<LinkedAccount>;
  transfer(input: TransferInput): Promise<{ transferId: string }>;
}

interface RazorpayRouteOptions {
  keyId: string;
  keySecret: string;
  baseUrl?: string | undefined;
  timeoutMs?: number | undefined;
}

interface SdkHttp {
  rq: {
    defaults: { baseURL?: string; timeout?: number };
    post(url: string, body: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
  };
}

/**
 * Razorpay's key for an idempotent direct transfer (`X-Transfer-Idempotency`: 4-36 letters, digits, '-', '_'): the
 * payout's own key when it fits, else a digest of it, so a retried payout (a crash between the transfer and its
 * posting) is the same transfer at Razorpay, never a second one.
 */
export function transferIdempotencyKey(idempotencyKey: string): string {
  if (/^[A-Za-z0-9_-]{4,36}$/.test(idempotencyKey)) return idempotencyKey;
  return `p_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
}

interface RzpProduct {
  id: string;
  activation_status: string;
}

function failure(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const e = error as { statusCode?: unknown; error?: { code?: string; description?: string } };
  if (e && typeof e === 'object' && 'statusCode' in e) {
    const { code, description } = e.error ?? {};
    return new PaymentProviderError(`Razorpay ${String(e.statusCode)} ${code ?? ''}: ${description ?? ''}`, code, {
      cause: error,
    });
  }
  return new PaymentProviderError(`Razorpay: ${String(error)}`, undefined, { cause: error });
}

/** An error of the SDK's HTTP client in the shape the SDK's own methods throw ({ statusCode, error }). */
function sdkShaped(error: unknown): unknown {
  const response = (error as { response?: { status: number; data?: { error?: unknown } } }).response;
  return response ? { statusCode: response.status, error: response.data?.error } : error;
}

const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

export class RazorpayRouteProvider implements PayoutProvider {
  readonly name = 'razorpay' as const;
  readonly #rzp: Razorpay;

  constructor({ keyId, keySecret, baseUrl, timeoutMs }: RazorpayRouteOptions) {
    this.#rzp = new Razorpay({ key_id: keyId, key_secret: keySecret });
    const http = (this.#rzp.api as unknown as SdkHttp).rq.defaults;
    if (baseUrl) http.baseURL = baseUrl;
    http.timeout = timeoutMs ?? 20_000;
  }

  async createLinkedAccount({ referenceId, name, email, phone, bank }: LinkedAccountInput): Promise<LinkedAccount> {
    try {
      const account = (await this.#rzp.accounts.create({
        email,
        phone: tenDigits(phone),
        type: 'route',
        reference_id: referenceId,
        legal_business_name: name,
        business_type: 'individual',
        contact_name: name,
        profile: {
          category: 'services',
          subcategory: 'professional_services',
          addresses: {
            registered: {
              street1: name,
              street2: 'Karnataka',
              city: 'Mandya',
              state: 'KARNATAKA',
              postal_code: 571401,
              country: 'IN',
            },
          },
        },
      } as never)) as unknown as { id: string };
      await this.#rzp.stakeholders.create(account.id, { name, email } as never);
      const product = (await this.#rzp.products.requestProductConfiguration(account.id, {
        product_name: 'route',
        tnc_accepted: true,
      } as never)) as unknown as RzpProduct;
      const linked: LinkedAccount = { accountId: account.id, productId: product.id, status: 'pending' };
      if (!bank) return linked;
      const configured = (await this.#rzp.products.edit(account.id, product.id, {
        settlements: { account_number: bank.accountNumber, ifsc_code: bank.ifsc, beneficiary_name: name },
        tnc_accepted: true,
      } as never)) as unknown as RzpProduct;
      return { ...linked, status: configured.activation_status === 'activated' ? 'activated' : 'pending' };
    } catch (error) {
      throw failure(error);
    }
  }

  async refreshLinkedAccount(account: LinkedAccount): Promise<LinkedAccount> {
    if (!account.productId || account.status === 'activated') return account;
    try {
      const product = (await this.#rzp.products.fetch(account.accountId, account.productId)) as unknown as RzpProduct;
      return { ...account, status: product.activation_status === 'activated' ? 'activated' : 'pending' };
    } catch (error) {
      throw failure(error);
    }
  }

  async transfer({ accountId, amount, idempotencyKey, notes }: TransferInput): Promise<{ transferId: string }> {
    try {
      // The SDK's transfers.create cannot carry a header of the request's own, so the idempotent transfer goes
      // through the SDK's own HTTP client (its base address, keys and timeout) with Razorpay's header.
      const http = (this.#rzp.api as unknown as SdkHttp).rq;
      const body = {
        account: accountId,
        amount,
        currency: 'INR',
        notes: { ...notes, idempotency_key: idempotencyKey },
      };
      const headers = { 'X-Transfer-Idempotency': transferIdempotencyKey(idempotencyKey) };
      const created = (await http.post('/v1/transfers', body, { headers })).data as { id: string };
      return { transferId: created.id };
    } catch (error) {
      throw failure(sdkShaped(error));
    }
  }
}

/** The offline default: linked accounts activate at once, and transfers are recorded by their idempotency key. */
export class OfflineRouteProvider implements PayoutProvider {
  readonly name = 'test' as const;
  readonly accounts = new Map<string, LinkedAccountInput & LinkedAccount>();
  readonly transfers = new Map<string, TransferInput & { transferId: string }>();

  async createLinkedAccount(input: LinkedAccountInput): Promise<LinkedAccount> {
    const accountId = `acc_test_${createHash('sha256').update(input.referenceId).digest('hex').slice(0, 14)}`;
    const linked: LinkedAccount = { accountId, productId: `acc_prd_${accountId.slice(9)}`, status: 'activated' };
    this.accounts.set(accountId, { ...input, ...linked });
    return linked;
  }

  async refreshLinkedAccount(account: LinkedAccount): Promise<LinkedAccount> {
    return account;
  }

  async transfer(input: TransferInput): Promise<{ transferId: string }> {
    if (!Number.isSafeInteger(input.amount) || input.amount < 100) {
      throw new PaymentProviderError('The amount must be at least INR 1.00', 'BAD_REQUEST_ERROR');
    }
    const known = this.transfers.get(input.idempotencyKey);
    if (known) return { transferId: known.transferId };
    const transferId = `trf_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 14)}`;
    this.transfers.set(input.idempotencyKey, { ...input, transferId });
    return { transferId };
  }
}

/**
 * Razorpay Route with the Route keys when set, else with the payment keys when set (at RAZORPAY_API_URL when given);
 * else the offline default.
 */
export function createPayoutProvider(env: {
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_ROUTE_KEY_ID?: string | undefined;
  RAZORPAY_ROUTE_KEY_SECRET?: string | undefined;
  RAZORPAY_API_URL?: string | undefined;
}): PayoutProvider {
  const keyId = env.RAZORPAY_ROUTE_KEY_ID ?? env.RAZORPAY_KEY_ID;
  const keySecret = env.RAZORPAY_ROUTE_KEY_ID ? env.RAZORPAY_ROUTE_KEY_SECRET : env.RAZORPAY_KEY_SECRET;
  if (keyId && keySecret) {
    return new RazorpayRouteProvider({
      keyId,
      keySecret,
      ...(env.RAZORPAY_API_URL ? { baseUrl: env.RAZORPAY_API_URL } : {}),
    });
  }
  return new OfflineRouteProvider();
}
