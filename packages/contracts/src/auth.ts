import { z } from 'zod';
import { Messages } from './messages.js';
import { Limits } from './limits.js';

const email = z
  .string()
  .trim()
  .min(1, Messages.required)
  .max(Limits.emailMax, Messages.lengthBelow(Limits.emailMax));

export const loginRequestSchema = z.object({
  email,
  password: z
    .string()
    .min(1, Messages.required)
    .max(Limits.passwordMax, Messages.lengthBelow(Limits.passwordMax)),
  twoFactorCode: z
    .string()
    .trim()
    .max(10, Messages.lengthBelow(10))
    .nullish()
    .transform((v) => (v ? v : undefined)),
  keepMeLoggedIn: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z.string().min(1, Messages.required).max(512, Messages.lengthBelow(512)),
  tenantId: z.number().int().positive().nullish(),
});
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

export const signInTokenRequestSchema = z.object({
  signInToken: z.string().min(1, Messages.required).max(512, Messages.lengthBelow(512)),
});
export type SignInTokenRequest = z.input<typeof signInTokenRequestSchema>;

export const logoutRequestSchema = z.object({
  refreshToken: z.string().min(1, Messages.required).max(512, Messages.lengthBelow(512)),
});
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

/** Change Password page (spec part 2 §5): at least 6 characters, confirmation must match. */
export const newPasswordSchema = z
  .string()
  .min(Limits.passwordMin, Messages.passwordTooShort)
  .max(Limits.passwordMax, Messages.lengthBelow(Limits.passwordMax));

/**
 * Change Password page: the current password (changing one's own needs it, so a session left open
 * cannot take the account over), then the new one twice. Whether the new one is too easy to guess
 * (PasswordRules) the server decides: its dictionaries are too large for the web bundle.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, Messages.currentPasswordRequired)
      .max(Limits.passwordMax, Messages.lengthBelow(Limits.passwordMax)),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, Messages.required),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: Messages.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, Messages.required)
  .regex(/^\d{6}$/, Messages.invalidVerificationCode);
