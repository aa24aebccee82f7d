/** Who may do what in the shop: everyone is a customer; staff run orders and the catalogue; owners also grant roles. */
export const userRoles = ['customer', 'staff', 'owner'] as const;
export type UserRole = (typeof userRoles)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (userRoles as readonly string[]).includes(value);
}

/** Staff and owners both work in the back office. */
export function canUseBackOffice(role: UserRole): boolean {
  return role === 'staff' || role === 'owner';
}
