/** Every validation and feedback text a person reads, written once (spec part 1 §5, §8; part 2 §5, §8). */
export const Messages = {
  required: 'Value is required',
  maxValue: (n: number) => `Value should be less than ${n}`,
  minValue: (n: number) => `Value should be greater than ${n}`,
  lengthBelow: (n: number) => `Value should be less than ${n} characters`,
  numeric: 'Value should be numeric',
  invalidDate: 'Invalid date',
  invalidCredentials: 'Invalid Credentials',
  invalidVerificationCode: 'Invalid verification code',
  passwordTooShort: 'Must be at least 6 characters long',
  passwordsMustMatch: 'New password and confirm password must match',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  somethingWentWrong: 'Something went wrong.',
  noData: 'No data',
  loading: 'Loading...',
  notFound: 'Not found',
  userPasswordUpdated: 'User password was updated successfully',
  sessionExpired: 'Your session has expired. Please sign in again.',
  readOnlyUser: 'Your account is read-only.',
  notAllowed: 'You are not allowed to do this.',
  pageSizeTooLarge: (max: number) => `take must be between 0 and ${max}`,
} as const;
