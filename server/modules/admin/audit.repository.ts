import type { Db } from '../../db/db.js';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export interface AuditRow {
  id: number;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  /** Continues after the last row of the previous page. */
  beforeId?: number | undefined;
  limit: number;
}

/** The audit log: written in the same transaction as the change it records, so one never exists without the other. */
export const auditRepository = {
  async record(db: Db, entry: AuditEntry): Promise<void> {
    await db
      .insertInto('auditLog')
      .values({
        actorId: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before === undefined ? null : JSON.stringify(entry.before),
        after: entry.after === undefined ? null : JSON.stringify(entry.after),
        createdAt: entry.at,
      })
      .execute();
  },

  /** Newest first, optionally of one entity; `beforeId` continues after the last row of the previous page. */
  async list(db: Db, filter: AuditFilter): Promise<AuditRow[]> {
    let query = db
      .selectFrom('auditLog')
      .leftJoin('users', 'users.id', 'auditLog.actorId')
      .select([
        'auditLog.id',
        'users.email as actorEmail',
        'auditLog.action',
        'auditLog.entity',
        'auditLog.entityId',
        'auditLog.before',
        'auditLog.after',
        'auditLog.createdAt',
      ]);
    if (filter.entity) query = query.where('auditLog.entity', '=', filter.entity);
    if (filter.entityId) query = query.where('auditLog.entityId', '=', filter.entityId);
    if (filter.beforeId !== undefined) query = query.where('auditLog.id', '<', filter.beforeId);
    return query.orderBy('auditLog.id', 'desc').limit(filter.limit).execute();
  },
};
