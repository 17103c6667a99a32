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
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordTooEasy:
    'This password is too easy to guess: it is a common password, a simple pattern, or contains your name, email or organization. Choose another one.',
  tooManyRequests: (seconds: number) =>
    `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  somethingWentWrong: 'Something went wrong.',
  noData: 'No data',
  loading: 'Loading...',
  notFound: 'Not found',
  classifiersWithoutRecordsHidden:
    'Classifiers without records, such as one just created, are hidden until Show all is on.',
  discardChangesTitle: 'Discard changes?',
  discardChangesQuestion: 'What you entered in this dialog has not been saved and will be lost.',
  userPasswordUpdated: 'User password was updated successfully',
  deviceUpdated: 'Device was updated successfully',
  updatedSuccessfully: 'Updated successfully',
  createdCasesTooltip:
    'A case is created on a sensitive-file operation when a matching rule exists in Classifiers.',
  monitorAppAccessTooltip: 'Required for auto-decryption',
  allowEncryptionTooltip: 'Encryption happens only if it is also enabled in Classifiers',
  sessionExpired: 'Your session has expired. Please sign in again.',
  readOnlyUser: 'Your account is read-only.',
  mustChangePassword: 'You must change your password before you continue.',
  notAllowed: 'You are not allowed to do this.',
  pageSizeTooLarge: (max: number) => `take must be between 0 and ${max}`,
  periodReversed: 'The start of the period must not be after its end',
  periodTooLong: (days: number) => `The period must not be longer than ${days} days`,
  periodPickerHint: (days: number) => `Select any dates with a maximum range of ${days} days.`,
  pickerDateFormat: 'MM/dd/yyyy',
  llmUploadControlNotEnabled: 'Upload control for LLM applications is not enabled for this customer.',
  webAppUploadPermissionFixed:
    'The upload permission can be set for local and LLM applications only, not for other web applications.',
  // Classifiers (spec part 1 §5, §8; part 2 §8)
  matcherValueRequired: 'Required',
  folderRequired: 'Folder selection required',
  reasonForChangeRequired: 'Reason for change cannot be empty.',
  invalidMatcherPattern: (matcher: number, detail: string) =>
    `Matcher ${matcher}: the regular expression is not valid (${detail})`,
  luhnHint: 'Luhn supports only 16-digit sequences with no separators.',
  classifierTypeLocked: 'The type of a classifier cannot be changed.',
  classifierHasEncryption: (names: string) =>
    `Encryption is enabled for ${names}: confirm deleting the encryption rule as well.`,
  templateTypeNotAllowed:
    'Application and Folder classifiers belong to one customer and cannot be templates.',
  blockOnlyForTemplateBased: 'Only a classifier added from a template can block its auto-update.',
  regularUserRegulations: 'Only an administrator can change the regulations and countries of a classifier.',
  classifierCreated: 'Classifier was created successfully',
  classifierUpdated: 'Classifier was updated successfully',
  classifiersDeleted: 'Classifiers deleted successfully',
  classifierCopied: 'Classifier copied successfully',
  testingGroupUpdated: 'Testing group updated successfully',
  templateClassifiersCopied: 'Template Classifiers copied successfully',
  templateClassifiersDeleted: 'Template Classifiers deleted successfully',
  templateClassifierCopied: 'Template Classifier copied successfully',
  templateClassifierUpdated: 'Template Classifier updated successfully',
  // Regulations and policy updates (spec part 1 §8; part 2 §8)
  regulationCreated: 'Regulation was created successfully',
  regulationUpdated: 'Regulation was updated successfully',
  regulationsDeleted: 'Regulations deleted successfully',
  regulationsUpdated: 'Regulations were updated successfully',
  regulationImageNotPng: 'The image must be a PNG file',
  regulationImageTooLarge: (kb: number) => `The image must not be larger than ${kb} KB`,
  regulationCountriesNotAllowed:
    'Countries can be chosen only for a regulation that can be set for countries',
  regulationCountryNotAvailable: (code: string) => `${code} is not a country of this regulation`,
  policyUpdateNotApplicable: 'This update no longer applies: refresh the list',
  regulationNameTaken: 'A regulation with this name already exists',
  // Classifier dialog (spec part 1 §2 "Classifiers screens", §4 "Classifier")
  classifierActionsCreateFirst:
    'Click Create first: file events and encryption can be set once the classifier exists.',
  legacyListNodeMustBeDeleted: 'A legacy list node must be deleted before update.',
  blockPolicyAutoUpdateQuestion:
    'This classifier comes from a template. Do you want to block policy auto update, so that template updates no longer change it?',
} as const;
