/**
 * Who may do what in the shop: everyone is a customer; staff run orders and the catalogue; owners also grant roles.
 * An agent books hire jobs for the farmers of a village; a provider lists their own machines and services and takes
 * jobs. Neither is staff: each sees only what is theirs.
 */
export const userRoles = ['customer', 'staff', 'owner', 'agent', 'provider'] as const;
export type UserRole = (typeof userRoles)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (userRoles as readonly string[]).includes(value);
}

/** Staff and owners both work in the back office. */
export function canUseBackOffice(role: UserRole): boolean {
  return role === 'staff' || role === 'owner';
}
