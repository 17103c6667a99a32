import { isOnboardingManager, type RoleSubject } from './route-decisions';

interface NamedUser extends Pick<RoleSubject, 'roles'> {
  firstName: string;
  lastName: string;
  email: string;
  tenantName: string;
}

/** The name in the top bar; an OnboardingManager's carries the root tenant's name in parentheses. */
export function userDisplayName(user: NamedUser): string {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return isOnboardingManager(user) ? `${name} (${user.tenantName})` : name;
}

export function initialsOf(user: Pick<NamedUser, 'firstName' | 'lastName' | 'email'>): string {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (initials || user.email.charAt(0)).toUpperCase();
}
