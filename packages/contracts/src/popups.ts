import { z } from 'zod';
import { Messages } from './messages.js';

/**
 * Popups and payment alerts (spec part 2 §2.3, §3 "Popup", "Popup template", §4, §6, §9): the back
 * office writes one template per type; the payment types are launched per tenant.
 */
export const POPUP_TYPES = ['MAIN', 'PAYMENT_WARNING', 'BLOCK_BECAUSE_OF_PAYMENT'] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

/** The two popups the back office launches per tenant (Payment Alert → partners list). */
export const PAYMENT_POPUP_TYPES = ['PAYMENT_WARNING', 'BLOCK_BECAUSE_OF_PAYMENT'] as const;
export type PaymentPopupType = (typeof PAYMENT_POPUP_TYPES)[number];

export const POPUP_TEMPLATE_STATUSES = ['PUBLISHED', 'DRAFT'] as const;
export type PopupTemplateStatus = (typeof POPUP_TEMPLATE_STATUSES)[number];

export const PopupLimits = {
  /** §9: popup title 255. */
  titleMax: 255,
  /** The description's HTML, before sanitising (no limit in the spec; a generous page of text). */
  descriptionMax: 20_000,
  /** §9: popup remind delay 24 hours; also the payment warning's window and its postponement. */
  remindDelayMs: 24 * 60 * 60 * 1000,
  /** §9: payment alert lists 30 a page. */
  pageSize: 30,
} as const;

export const PopupMessages = {
  titleRequired: 'Title is required',
  titleTooLong: Messages.lengthBelow(PopupLimits.titleMax),
  descriptionRequired: 'Description is required',
  descriptionTooLong: Messages.lengthBelow(PopupLimits.descriptionMax),
  nul: 'Text must not contain NUL characters',
  /** §8, by the page that saved the template. */
  popupConfigsUpdated: 'Popup configs updated successfully',
  paymentAlertUpdated: 'Payment alert updated successfully',
  offBoardingAlertUpdated: 'OffBoarding payment alert updated successfully',
  popupAssigned: 'Payment popup assigned to the tenant',
  popupStopped: 'Payment popup stopped for the tenant',
  notLaunchable: 'Only payment popups are launched for a tenant',
  rootNotLaunchable: 'Payment popups are launched for partners and customers',
} as const;

/** What each template is called in the back office (the OffBoarding alert is the block). */
export const POPUP_TYPE_LABELS: Record<PopupType, string> = {
  MAIN: 'Main popup',
  PAYMENT_WARNING: 'Payment Alert',
  BLOCK_BECAUSE_OF_PAYMENT: 'OffBoarding Payment Alert',
};

/** The success message of saving a template (spec §8). */
export function popupTemplateSavedMessage(type: PopupType): string {
  if (type === 'MAIN') return PopupMessages.popupConfigsUpdated;
  if (type === 'PAYMENT_WARNING') return PopupMessages.paymentAlertUpdated;
  return PopupMessages.offBoardingAlertUpdated;
}

const noNul = (s: string) => !s.includes('\u0000');

/** The Popup form (spec §6) and updatePopupTemplate's input: the one rule for web and server. */
export const popupTemplateFormSchema = z.object({
  popupType: z.enum(POPUP_TYPES),
  title: z
    .string()
    .trim()
    .min(1, PopupMessages.titleRequired)
    .max(PopupLimits.titleMax, PopupMessages.titleTooLong)
    .refine(noNul, PopupMessages.nul),
  description: z
    .string()
    .max(PopupLimits.descriptionMax, PopupMessages.descriptionTooLong)
    .refine((s) => s.trim().length > 0, PopupMessages.descriptionRequired)
    .refine(noNul, PopupMessages.nul),
  status: z.enum(POPUP_TEMPLATE_STATUSES),
  resetDontShowAgain: z.boolean().default(false),
});
export type PopupTemplateFormInput = z.input<typeof popupTemplateFormSchema>;
export type PopupTemplateForm = z.output<typeof popupTemplateFormSchema>;

/** A user's own state of one popup type. */
export interface UserPopupState {
  dontShowUntil: Date | null;
  dontShowAgain: boolean;
}

/** A payment popup launched for the user's tenant or an ancestor partner. */
export interface LaunchedPopup {
  startDate: Date;
  canBePostponed: boolean;
}

/**
 * THE rules of what a signed-in user sees now (spec §4), pure so they are tested with explicit times.
 *
 * - MAIN: the template is PUBLISHED, not "don't show again", and any "remind me in 24 hours" has passed.
 * - PAYMENT_WARNING: launched and started (startDate ≤ now), and either started within the last 24 h
 *   or not postponable; a postponable warning confirmed by the user stays hidden until its
 *   dontShowUntil (confirm + 24 h).
 * - BLOCK_BECAUSE_OF_PAYMENT: launched and started; nothing hides it.
 */
export function mainPopupDue(published: boolean, state: UserPopupState | null, now: Date): boolean {
  if (!published) return false;
  if (state?.dontShowAgain) return false;
  return !state?.dontShowUntil || state.dontShowUntil.getTime() <= now.getTime();
}

export function paymentWarningDue(
  launched: LaunchedPopup | null,
  state: UserPopupState | null,
  now: Date,
): boolean {
  if (!launched) return false;
  const start = launched.startDate.getTime();
  const at = now.getTime();
  if (start > at) return false;
  if (!launched.canBePostponed) return true;
  if (at - start >= PopupLimits.remindDelayMs) return false;
  return !state?.dontShowUntil || state.dontShowUntil.getTime() <= at;
}

export function blockPopupDue(launched: LaunchedPopup | null, now: Date): boolean {
  return launched !== null && launched.startDate.getTime() <= now.getTime();
}

/** Shown first when several are due: the block, then the warning, then the main popup. */
export const POPUP_PRIORITY: readonly PopupType[] = ['BLOCK_BECAUSE_OF_PAYMENT', 'PAYMENT_WARNING', 'MAIN'];

/** The elements a popup's description keeps: the server's sanitiser and the back office's preview. */
export const POPUP_HTML_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'span',
  'div',
  'hr',
] as const;
