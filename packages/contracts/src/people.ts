import { z } from 'zod';
import { Limits } from './limits.js';
import { Messages } from './messages.js';
import { UserRole } from './roles.js';
import { normalisePhone, PHONE_PATTERN, TenantMessages, tenantEmailSchema } from './tenant-management.js';

/**
 * Users and groups (spec part 2 §2.5, §3 "User", "Group", §5, §6, §8, §9): the rules the dialogs and
 * the server share.
 */
export const PeopleLimits = {
  usersPageSize: 30,
  groupsPageSize: 30,
  groupNameMax: 128,
  groupDescriptionMax: 1024,
  /** The temporary password a new user gets: 8 random characters. */
  temporaryPasswordLength: 8,
  /** Ids one request may name: members of a group, users or groups to delete, a device's groups. */
  idsPerRequestMax: 10_000,
} as const;

export const SEND_EMAIL_MODES = ['DISABLED', 'ENABLED'] as const;
export type SendEmailMode = (typeof SEND_EMAIL_MODES)[number];

/** How manageUserGroups / manageDeviceGroups treat the groups sent: they become the groups. */
export const GROUP_MEMBERSHIP_MODES = ['REPLACE'] as const;
export type GroupMembershipMode = (typeof GROUP_MEMBERSHIP_MODES)[number];

/** The roles the users page gives or takes: the Admin permissions checkbox. Others stay as they are. */
export const ASSIGNABLE_ROLES: readonly string[] = [UserRole.TenantAdmin];

export const PeopleMessages = {
  emailRequired: TenantMessages.emailRequired,
  invalidEmail: TenantMessages.invalidEmail,
  phoneRequired: TenantMessages.phoneNumberRequired,
  invalidPhone: TenantMessages.invalidPhone,
  emailTaken: TenantMessages.emailTaken,
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeletePrimaryAdmin: 'The primary admin cannot be deleted: make another user the primary admin first',
  primaryAdminMustBeAdmin: 'The primary admin must have admin permissions and must not be read-only',
  primaryAdminKeepsAdmin: 'The primary admin keeps admin permissions and cannot be made read-only',
  cannotDemoteSelf: 'You cannot take away your own admin permissions or make yourself read-only',
  roleNotAssignable: (role: string) => `The role ${role} cannot be given here`,
  groupNameTaken: 'A group with this name already exists',
  groupsBelongToCustomers: 'Groups belong to a customer: act for a customer to manage its groups',
  tooManyIds: (max: number) => `A request must not name more than ${max} ids`,
  // Success messages (spec part 2 §8), as written there.
  usersDeleted: 'Users has been deleted successfully!',
  adminChanged: 'Admin has been changed successfully!',
  userCreated: 'User was created successfully',
  userUpdated: 'User was updated successfully',
  usersRemovedFromGroup: 'Users has been removed from this group successfully!',
  devicesRemovedFromGroup: 'Devices has been removed from this group successfully!',
  groupsDeleted: 'Groups has been deleted successfully!',
  groupCreated: 'Group was created successfully',
  groupUpdated: 'Group was updated successfully',
  usersAddedToGroup: 'Users added to group successfully',
  devicesAddedToGroup: 'Devices added to group successfully',
  groupsAssigned: 'Groups assigned successfully',
} as const;

const personName = z
  .string()
  .trim()
  .min(1, Messages.required)
  .max(Limits.personNameMax, Messages.lengthBelow(Limits.personNameMax));

/** A user's e-mail: the same rule as a tenant administrator's. */
export const userEmailSchema = tenantEmailSchema;

/**
 * Edit user (spec part 2 §5): with two-step verification on for the tenant and the authenticator
 * app off, the code goes by text message, so the phone is required; any phone given must be a
 * plus sign and 7 to 15 digits.
 */
export function userPhoneProblem(
  phone: string | null | undefined,
  context: { twoStepVerification: boolean; useTOTP: boolean },
): string | null {
  const value = normalisePhone(phone ?? '');
  if (value === '')
    return context.twoStepVerification && !context.useTOTP ? PeopleMessages.phoneRequired : null;
  return PHONE_PATTERN.test(value) ? null : PeopleMessages.invalidPhone;
}

export const userSearchSchema = z.string().max(Limits.searchMax, Messages.lengthBelow(Limits.searchMax));

export const idListSchema = z
  .array(z.number().int())
  .max(PeopleLimits.idsPerRequestMax, PeopleMessages.tooManyIds(PeopleLimits.idsPerRequestMax));

/** New User Wizard, Account information (spec part 2 §2.5, §5 "New user"). */
export const newUserFormSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: userEmailSchema,
  isAdmin: z.boolean().default(false),
  isReadOnlyUser: z.boolean().default(false),
});
export type NewUserFormInput = z.input<typeof newUserFormSchema>;
export type NewUserForm = z.output<typeof newUserFormSchema>;

/** Update User (spec part 2 §5 "Edit user"); `twoStepVerification` is the tenant's, for the phone rule. */
export const editUserFormSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    phoneNumber: z.string().max(40, Messages.lengthBelow(40)),
    isAdmin: z.boolean(),
    isReadOnlyUser: z.boolean(),
    useTOTP: z.boolean(),
    sendEmailEnabled: z.boolean(),
    twoStepVerification: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const problem = userPhoneProblem(form.phoneNumber, form);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['phoneNumber'] });
  });
export type EditUserForm = z.infer<typeof editUserFormSchema>;

/** Names of createUser and updateUser, checked by the server whatever the client sent. */
export const userNameSchema = personName;

/** Change Password of another user, by an admin (spec part 2 §5 "Change password"). */
export const setUserPasswordFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(Limits.passwordMin, Messages.passwordTooShort)
      .max(Limits.passwordMax, Messages.lengthBelow(Limits.passwordMax)),
    confirmPassword: z.string().min(1, Messages.required),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: Messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type SetUserPasswordForm = z.infer<typeof setUserPasswordFormSchema>;

/** Add/Edit Group (spec part 2 §5 "Group"). */
export const groupFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, Messages.required)
    .max(PeopleLimits.groupNameMax, Messages.lengthBelow(PeopleLimits.groupNameMax)),
  description: z
    .string()
    .trim()
    .max(PeopleLimits.groupDescriptionMax, Messages.lengthBelow(PeopleLimits.groupDescriptionMax))
    .default(''),
});
export type GroupFormInput = z.input<typeof groupFormSchema>;
export type GroupForm = z.output<typeof groupFormSchema>;
