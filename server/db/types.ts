import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { HiringTables } from './hiring-tables.js';
import type { ProviderTables } from './provider-tables.js';
import type { LedgerTables } from './ledger-tables.js';
import type { OrderStage } from '../../shared/order-life.js';
import type { AdminTables } from './admin-tables.js';
import type { HireQueueTables } from '../modules/hire-queue/hire-queue-tables.js';
import type { AgentsTables } from './agents-tables.js';
import type { AuthTables } from './auth-tables.js';
import type { ConversationTables } from './conversation-tables.js';
import type { FieldWorkTables } from '../modules/field-work/field-work-tables.js';
import type { HireAdvanceTables } from '../modules/hiring/hire-advance-tables.js';

export type EquipmentCondition = 'new' | 'like_new' | 'good' | 'fair';
import type { UserRole } from '../../shared/roles.js';

/** Column names are camelCase here; snake-case.ts maps them to snake_case SQL. */
export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  nameKn: string;
  createdAt: ColumnType<Date, never, never>;
}

export interface EquipmentTable {
  id: Generated<number>;
  name: string;
  nameKn: string;
  description: string;
  descriptionKn: string;
  categoryId: number | null;
  price: number;
  imageUrl: string | null;
  isAvailableForSale: boolean;
  isAvailableForRent: boolean;
  rentalPricePerDay: number | null;
  stockQuantity: number;
  searchText: ColumnType<string, never, never>;
  createdAt: ColumnType<Date, never, never>;
  brand: ColumnType<string | null, string | null | undefined, string | null>;
  model: ColumnType<string | null, string | null | undefined, string | null>;
  modelYear: ColumnType<number | null, number | null | undefined, number | null>;
  horsepower: ColumnType<number | null, number | null | undefined, number | null>;
  condition: ColumnType<EquipmentCondition | null, EquipmentCondition | null | undefined, EquipmentCondition | null>;
  hoursUsed: ColumnType<number | null, number | null | undefined, number | null>;
  warrantyMonths: ColumnType<number | null, number | null | undefined, number | null>;
  features: ColumnType<string, string | undefined, string>;
  featuresKn: ColumnType<string, string | undefined, string>;
  minimumRentalDays: ColumnType<number, number | undefined, number>;
  /** Days after each rental's return day on which the unit is serviced and cannot be rented. */
  bufferDays: ColumnType<number, number | undefined, number>;
  /** Paise per rented unit, refundable. */
  securityDeposit: ColumnType<number, number | undefined, number>;
  archivedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface UsersTable {
  id: Generated<string>;
  /** Null for an account by mobile number only (migrations/20261130T0101_phone_accounts.ts). */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  /** Null when the account signs in only with codes by SMS. */
  passwordHash: ColumnType<string | null, string | null | undefined, string | null>;
  emailConfirmedAt: Date | null;
  /** An Indian mobile number in E.164 (+91…), unique; see shared/phone.ts. */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  phoneConfirmedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  locale: ColumnType<'en' | 'kn', 'en' | 'kn' | undefined, 'en' | 'kn'>;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

/** Lucia-style sessions: the token's secret is never stored, only its SHA-256. */
export interface SessionsTable {
  id: string;
  secretHash: Uint8Array;
  userId: string;
  createdAt: ColumnType<Date, Date, never>;
  lastUsedAt: Date;
  expiresAt: ColumnType<Date, Date, never>;
}

export interface EmailTokensTable {
  id: Generated<string>;
  userId: string;
  purpose: 'confirm' | 'reset';
  tokenHash: Uint8Array;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: ColumnType<Date, Date, never>;
}

/** Filled by checkout; `address` is jsonb, written as a JSON string (JSON.stringify) so pg and PGlite agree. */
export interface ProfilesTable {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  address: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** Locked by every change of the user's cart, so concurrent changes apply one after the other. */
export interface CartsTable {
  userId: string;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

/** Rental lines carry [rentalStartDate, rentalEndDate): the end day is the return day. Dates are 'YYYY-MM-DD'. */
export interface CartLinesTable {
  userId: string;
  equipmentId: number;
  isRental: boolean;
  quantity: number;
  rentalStartDate: string | null;
  rentalEndDate: string | null;
  position: ColumnType<number, never, never>;
}

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'cancelled';

/** Amounts in paise. A pending order holds its rental units until reservedUntil. */
export interface OrdersTable {
  id: Generated<string>;
  userId: string;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  reservedUntil: Date | null;
  subtotal: number;
  tax: number;
  shipping: ColumnType<number, number | undefined, number>;
  total: number;
  currency: ColumnType<string, string | undefined, string>;
  /** jsonb: written as a JSON string (JSON.stringify) so pg and PGlite agree. */
  shippingAddress: ColumnType<Record<string, unknown>, string, string>;
  paymentProvider: string;
  paymentIntentId: string | null;
  isRental: boolean;
  createdAt: ColumnType<Date, Date | undefined, never>;
  paidAt: Date | null;
  /** Where a paid order stands in its life (shared/order-life.ts); status says whether it is paid or cancelled. */
  stage: ColumnType<OrderStage, OrderStage | undefined, OrderStage>;
  /** Refundable security deposit of the rental lines, part of the total. */
  deposit: ColumnType<number, number | undefined, number>;
  returnedOn: ColumnType<string | null, string | null | undefined, string | null>;
  lateDays: ColumnType<number | null, number | null | undefined, number | null>;
  lateFee: ColumnType<number | null, number | null | undefined, number | null>;
  damageCharge: ColumnType<number | null, number | null | undefined, number | null>;
  dueReminderSentAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  cancelledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  cancelledBy: ColumnType<string | null, string | null | undefined, string | null>;
  cancelReason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Rental items carry [rentalStartDate, rentalEndDate) and rentalDays = end - start. */
export interface OrderItemsTable {
  id: Generated<string>;
  orderId: string;
  equipmentId: number;
  quantity: number;
  unitPrice: number;
  isRental: boolean;
  rentalStartDate: string | null;
  rentalEndDate: string | null;
  rentalDays: number | null;
  lineTotal: number;
  /** Refundable deposit of the line (deposit per unit x quantity); not part of lineTotal. */
  deposit: ColumnType<number, number | undefined, number>;
}

/** The built-in test provider's payments: the life cycle of Stripe's PaymentIntents. Amounts in paise. */
export interface TestPaymentsTable {
  id: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  amount: number;
  currency: string;
  idempotencyKey: string;
  /** jsonb of string values: written as a JSON string (JSON.stringify) so pg and PGlite agree. */
  metadata: ColumnType<Record<string, string>, string, string>;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  cardLast4: string | null;
  amountRefunded: ColumnType<number, number | undefined, number>;
  createdAt: ColumnType<Date, Date, never>;
  updatedAt: Date;
  /** UPI in the test provider (migrations/20261128T0020_test_upi.ts). */
  channel: ColumnType<'checkout' | 'upi_qr' | 'payment_link', 'checkout' | 'upi_qr' | 'payment_link' | undefined>;
  method: ColumnType<'upi' | 'card' | 'netbanking' | null, 'upi' | 'card' | 'netbanking' | null | undefined>;
  description: ColumnType<string | null, string | null | undefined>;
  expiresAt: ColumnType<Date | null, Date | null | undefined>;
  /** A UPI request the shop started waits for the farmer's app until then (status processing). */
  upiRequestExpiresAt: ColumnType<Date | null, Date | null | undefined>;
  /** The 12-digit UPI reference number (RRN) of an approved payment. */
  upiReference: ColumnType<string | null, string | null | undefined>;
  /** The payer's UPI address: personal data, never logged. */
  upiApprover: ColumnType<string | null, string | null | undefined>;
  /** Paise the provider kept. */
  fee: ColumnType<number | null, number | null | undefined>;
}

export interface TestPaymentRefundsTable {
  id: string;
  paymentId: string;
  amount: number;
  idempotencyKey: string;
  createdAt: ColumnType<Date, Date, never>;
}

/** One row per provider event received: a redelivered event is recognised and not handled twice. */
export interface WebhookEventsTable {
  provider: string;
  eventId: string;
  type: string;
  receivedAt: ColumnType<Date, Date, never>;
  processedAt: Date | null;
}

/**
 * A buyer's place in line for units held by others' unpaid checkouts (server/modules/rentals/hold-queue.ts).
 * offeredUntil: the unit is kept for this buyer until then; endedAs 'served' (their checkout holds it) or 'lapsed'.
 */
export interface HoldQueueTable {
  /** Also the order of buyers who joined at the same moment. */
  id: Generated<number>;
  equipmentId: number;
  userId: string;
  isRental: boolean;
  rentalStartDate: string | null;
  rentalEndDate: string | null;
  quantity: number;
  queuedAt: Date;
  offeredUntil: Date | null;
  endedAt: Date | null;
  endedAs: 'served' | 'lapsed' | null;
}

export interface Database
  extends
    HiringTables,
    ProviderTables,
    AdminTables,
    AuthTables,
    AgentsTables,
    LedgerTables,
    ConversationTables,
    HireQueueTables,
    FieldWorkTables,
    HireAdvanceTables {
  categories: CategoriesTable;
  equipment: EquipmentTable;
  users: UsersTable;
  sessions: SessionsTable;
  emailTokens: EmailTokensTable;
  profiles: ProfilesTable;
  carts: CartsTable;
  cartLines: CartLinesTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  testPayments: TestPaymentsTable;
  testPaymentRefunds: TestPaymentRefundsTable;
  webhookEvents: WebhookEventsTable;
  holdQueue: HoldQueueTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type NewEquipment = Insertable<EquipmentTable>;
