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
}
