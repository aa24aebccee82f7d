import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Column names are camelCase here; CamelCasePlugin maps them to snake_case SQL. */
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
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  passwordHash: string;
  emailConfirmedAt: Date | null;
  locale: ColumnType<'en' | 'kn', 'en' | 'kn' | undefined, 'en' | 'kn'>;
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

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

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

export interface Database {
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
}

export type CategoryRow = Selectable<CategoriesTable>;
export type NewEquipment = Insertable<EquipmentTable>;
