import {
  adminOrderIdInput,
  adminOrdersListInput,
  auditListInput,
  customerIdInput,
  customersSearchInput,
  machineIdInput,
  machineInput,
  machinesListInput,
  machineUpdateInput,
  maintenanceIdInput,
  maintenanceInput,
  maintenanceListInput,
  orderStepInput,
  photoIdInput,
  photoMoveInput,
  plannerInput,
  setRoleInput,
  staffCancelInput,
} from '../../../shared/schemas/admin.js';
import { input, ownerProcedure, router, staffProcedure } from '../../trpc/init.js';
import { auditRepository } from './audit.repository.js';
import { catalogueAdminService } from './catalogue-admin.service.js';
import { customersService } from './customers.service.js';
import { maintenanceService } from './maintenance.service.js';
import { photoStorage } from '../../providers/storage/storage.js';
import { photosService } from './photos.service.js';
import { ordersAdminService } from './orders-admin.service.js';
import { orderLifeService } from '../orders/order-life.service.js';
import { planner } from './planner.service.js';
import { today } from './today.service.js';
import { settlementInput } from '../../../shared/schemas/settlement.js';
import { settlement } from './settlement.service.js';

/** Orders in the back office: lists, one order's page, its steps, cancellations and refunds. */
const ordersRouter = router({
  list: staffProcedure
    .input(input(adminOrdersListInput))
    .query(({ ctx, input }) => ordersAdminService.list(ctx.db, input)),
  byId: staffProcedure
    .input(input(adminOrderIdInput))
    .query(({ ctx, input }) => ordersAdminService.byId(ctx.db, input.orderId)),
  step: staffProcedure
    .input(input(orderStepInput))
    .mutation(({ ctx, input }) => orderLifeService.step(ctx, ctx.user, input)),
  cancel: staffProcedure
    .input(input(staffCancelInput))
    .mutation(({ ctx, input }) => orderLifeService.cancel(ctx, ctx.user, input, 'staff')),
  retryRefunds: staffProcedure
    .input(input(adminOrderIdInput))
    .mutation(({ ctx, input }) => orderLifeService.retryRefunds(ctx, input.orderId)),
  sendDueReminders: staffProcedure.mutation(({ ctx }) =>
    orderLifeService.sendDueReminders(ctx).then((sent) => ({ sent })),
  ),
});

const catalogueRouter = router({
  list: staffProcedure
    .input(input(machinesListInput))
    .query(({ ctx, input }) => catalogueAdminService.list(ctx.db, input)),
  byId: staffProcedure
    .input(input(machineIdInput))
    .query(({ ctx, input }) => catalogueAdminService.byId(ctx.db, input.id)),
  create: staffProcedure
    .input(input(machineInput))
    .mutation(({ ctx, input }) => catalogueAdminService.create(ctx, ctx.user, input)),
  update: staffProcedure
    .input(input(machineUpdateInput))
    .mutation(({ ctx, input }) => catalogueAdminService.update(ctx, ctx.user, input.id, input.machine)),
  archive: staffProcedure
    .input(input(machineIdInput))
    .mutation(({ ctx, input }) => catalogueAdminService.setArchived(ctx, ctx.user, input.id, true)),
  restore: staffProcedure
    .input(input(machineIdInput))
    .mutation(({ ctx, input }) => catalogueAdminService.setArchived(ctx, ctx.user, input.id, false)),
  // Uploads go to POST /admin/machines/:id/photos (multipart; photos.routes.ts); order and removal are here.
  movePhoto: staffProcedure
    .input(input(photoMoveInput))
    .mutation(({ ctx, input }) =>
      photosService.move({ ...ctx, storage: photoStorage(ctx.env) }, ctx.user, input.photoId, input.position),
    ),
  removePhoto: staffProcedure
    .input(input(photoIdInput))
    .mutation(({ ctx, input }) =>
      photosService.remove({ ...ctx, storage: photoStorage(ctx.env) }, ctx.user, input.photoId),
    ),
});

const maintenanceRouter = router({
  list: staffProcedure
    .input(input(maintenanceListInput))
    .query(({ ctx, input }) => maintenanceService.list(ctx, input.productId)),
  create: staffProcedure
    .input(input(maintenanceInput))
    .mutation(({ ctx, input }) => maintenanceService.create(ctx, ctx.user, input)),
  remove: staffProcedure
    .input(input(maintenanceIdInput))
    .mutation(({ ctx, input }) => maintenanceService.remove(ctx, ctx.user, input.id)),
});

const customersRouter = router({
  search: staffProcedure
    .input(input(customersSearchInput))
    .query(({ ctx, input }) => customersService.search(ctx.db, input.query, input.page)),
  byId: staffProcedure
    .input(input(customerIdInput))
    .query(({ ctx, input }) => customersService.byId(ctx.db, input.userId)),
});

/** Granting and taking back staff roles: owners only. */
const staffRouter = router({
  list: ownerProcedure.query(({ ctx }) => customersService.staff(ctx.db)),
  setRole: ownerProcedure
    .input(input(setRoleInput))
    .mutation(({ ctx, input }) => customersService.setRole(ctx, ctx.user, input.userId, input.role)),
});

export const adminRouter = router({
  /** Who is asking, for the back office's shell (which sections to show). */
  me: staffProcedure.query(({ ctx }) => ({ email: ctx.user.email, role: ctx.user.role })),
  today: staffProcedure.query(({ ctx }) => today(ctx)),
  settlement: staffProcedure.input(input(settlementInput)).query(({ ctx, input }) => settlement(ctx, input)),
  planner: staffProcedure.input(input(plannerInput)).query(({ ctx, input }) => planner(ctx, input)),
  audit: staffProcedure
    .input(input(auditListInput))
    .query(({ ctx, input }) => auditRepository.list(ctx.db, { ...input, limit: 50 })),
  orders: ordersRouter,
  catalogue: catalogueRouter,
  maintenance: maintenanceRouter,
  customers: customersRouter,
  staff: staffRouter,
});
