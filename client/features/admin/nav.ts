import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { UserRole } from '../../../shared/roles';
import { retryImport } from '../../components/retry-import';

/**
 * The back office's sections, in menu order. Another feature adds a section with one entry here (a path under
 * /admin, a label, its lazily loaded page and who may see it); the shell draws the menu and the routes from it.
 */
export interface AdminSection {
  path: string;
  label: MessageDescriptor;
  page: LazyExoticComponent<ComponentType>;
  /** Roles that see the section; staff and owners when not given. */
  roles?: readonly UserRole[];
}

function page<M>(load: () => Promise<M>, name: keyof M): LazyExoticComponent<ComponentType> {
  return lazy(() => retryImport(load).then((m) => ({ default: m[name] as ComponentType })));
}

export const adminSections: AdminSection[] = [
  { path: '/', label: msg`Today`, page: page(() => import('./today-page'), 'TodayPage') },
  { path: '/orders', label: msg`Orders`, page: page(() => import('./orders-page'), 'AdminOrdersPage') },
  { path: '/catalogue', label: msg`Catalogue`, page: page(() => import('./catalogue-page'), 'CataloguePage') },
  { path: '/maintenance', label: msg`Maintenance`, page: page(() => import('./maintenance-page'), 'MaintenancePage') },
  { path: '/planner', label: msg`Planner`, page: page(() => import('./planner-page'), 'PlannerPage') },
  { path: '/customers', label: msg`Customers`, page: page(() => import('./customers-page'), 'CustomersPage') },
  { path: '/staff', label: msg`Staff roles`, page: page(() => import('./staff-page'), 'StaffPage'), roles: ['owner'] },
  { path: '/audit', label: msg`Audit log`, page: page(() => import('./audit-page'), 'AuditPage') },
  { path: '/settlement', label: msg`Settlement`, page: page(() => import('./settlement-page'), 'SettlementPage') },
  {
    path: '/hire',
    label: msg`Hire jobs`,
    page: page(() => import('../hire-admin/job-board-page'), 'HireJobBoardPage'),
  },
  {
    path: '/callbacks',
    label: msg`Missed calls`,
    page: page(() => import('../callbacks-admin/callbacks-page'), 'CallbacksPage'),
  },
  {
    path: '/hiring-centres',
    label: msg`Hiring centres`,
    page: page(() => import('../hire-admin/centres-page'), 'HireCentresPage'),
  },
  {
    path: '/providers',
    label: msg`Providers`,
    page: page(() => import('../provider/providers-admin-page'), 'ProvidersAdminPage'),
    roles: ['owner'],
  },
  {
    path: '/commission',
    label: msg`Commission`,
    page: page(() => import('../commission-admin/commission-page'), 'CommissionReportPage'),
    roles: ['owner'],
  },
];
