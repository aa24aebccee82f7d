import type { ColumnType, Generated } from 'kysely';
import type { OrderStep } from '../../shared/order-life.js';

/** Tables of the back office (migrations 20261124T0021..0029). Amounts in paise; days 'YYYY-MM-DD'. */
export interface EquipmentPhotosTable {
  id: Generated<string>;
  equipmentId: number;
  position: number;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

export interface MaintenanceBlocksTable {
  id: Generated<string>;
  equipmentId: number;
  quantity: number;
  startDate: string;
  endDate: string;
  reason: 'servicing' | 'repair';
  note: ColumnType<string, string | undefined, string>;
  createdBy: string | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

export type OrderEventStep = OrderStep | 'cancelled' | 'refunded';

export interface OrderEventsTable {
  id: Generated<number>;
  orderId: string;
  step: OrderEventStep;
  note: ColumnType<string, string | undefined, never>;
  /** jsonb: written as a JSON string so pg and PGlite agree. */
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  actorId: string | null;
  createdAt: ColumnType<Date, Date, never>;
}

export interface RefundsTable {
  id: Generated<string>;
  orderId: string;
  kind: 'cancellation' | 'deposit';
  amount: number;
  status: ColumnType<'pending' | 'done', 'pending' | 'done' | undefined, 'pending' | 'done'>;
  requestedBy: string | null;
  createdAt: ColumnType<Date, Date, never>;
  completedAt: Date | null;
  /** Where the refund stands at the provider (migration 20261128T0040); null until it was sent. */
  providerRefundId: ColumnType<string | null, string | null | undefined, string | null>;
  providerStatus: ColumnType<RefundStatus | null, RefundStatus | null | undefined, RefundStatus | null>;
  method: ColumnType<RefundMethod | null, RefundMethod | null | undefined, RefundMethod | null>;
  arrivesBy: ColumnType<string | null, string | null | undefined, string | null>;
  settledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  staffToldAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type RefundStatus = 'pending' | 'processed' | 'failed';
export type RefundMethod = 'upi' | 'card' | 'netbanking';

/** Refunds the payments module sends besides an order's own (a late payment, a hire advance, an orphan capture). */
export interface PaymentRefundsTable {
  id: Generated<string>;
  idempotencyKey: string;
  paymentId: string;
  targetKind: 'order' | 'hireJob';
  targetId: string | null;
  userId: string | null;
  reason: 'late_payment' | 'hire_refund' | 'orphan';
  amount: number;
  method: RefundMethod | null;
  providerRefundId: string | null;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  arrivesBy: string | null;
  createdAt: ColumnType<Date, Date, never>;
  settledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  staffToldAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  farmerToldAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A captured payment's method and fee as its provider told them, for the daily settlement. */
export interface PaymentCapturesTable {
  paymentId: string;
  targetKind: 'order' | 'hireJob';
  targetId: string | null;
  amount: number;
  method: RefundMethod | null;
  fee: number | null;
  /** False when nothing was given for it (refunded instead). */
  matched: boolean;
  capturedAt: Date;
}

export interface PaymentSweepLeaseTable {
  name: string;
  heldUntil: Date;
  holder: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  /** jsonb: written as JSON strings. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  createdAt: ColumnType<Date, Date, never>;
}

export interface AdminTables {
  equipmentPhotos: EquipmentPhotosTable;
  maintenanceBlocks: MaintenanceBlocksTable;
  orderEvents: OrderEventsTable;
  refunds: RefundsTable;
  auditLog: AuditLogTable;
  paymentRefunds: PaymentRefundsTable;
  paymentCaptures: PaymentCapturesTable;
  paymentSweepLease: PaymentSweepLeaseTable;
}
