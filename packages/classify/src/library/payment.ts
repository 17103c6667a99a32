import { contentTemplate, patternRule } from './template.js';

/** What real documents put between a card number's groups: space, no-break spaces, dash, dot. */
const CARD_SEPARATOR = '[ \\u00a0\\u202f.-]';

/**
 * Plain 13–19 digits, or the printed layouts 4-4-4-4(-3), 4-4-4-1..4 and 4-6-5 / 4-6-4 grouped by
 * CARD_SEPARATOR (the card check wants one separator throughout). Only 2–6 can start a number of
 * the supported issuers, so millisecond timestamps (1…) and most order numbers never become
 * candidates; the card check still rejects them for LUHN matchers.
 */
export const CARD_PATTERN =
  '\\b[2-6]\\d{3}(?:\\d{9,15}|' +
  `${CARD_SEPARATOR}\\d{4}${CARD_SEPARATOR}\\d{4}${CARD_SEPARATOR}\\d{1,4}(?:${CARD_SEPARATOR}\\d{3})?|` +
  `${CARD_SEPARATOR}\\d{6}${CARD_SEPARATOR}\\d{4,5})\\b`;

export const IBAN_PATTERN = '\\b[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\\b';

export const PAYMENT_TEMPLATES = [
  contentTemplate({
    key: 'PAYMENT_CARD',
    name: 'Payment card numbers',
    caption: 'Card number',
    description:
      'Credit and debit card numbers (Visa, Mastercard, American Express, Discover, JCB, Diners Club, UnionPay, Maestro): ' +
      'issuer range, length and Luhn checked; timestamps, parts of longer numbers and mixed groupings rejected.',
    valuePerRecord: 150,
    regulationKeys: ['PCI_DSS', 'GLBA', 'CCPA', 'PIPEDA', 'LGPD'],
    countries: [],
    rule: patternRule(CARD_PATTERN, { validator: 'CARD', luhn: true }),
  }),
  contentTemplate({
    key: 'IBAN',
    name: 'International bank account numbers (IBAN)',
    caption: 'IBAN',
    description:
      'IBANs of the SWIFT registry countries, with the country’s length and the mod-97 check digits.',
    valuePerRecord: 80,
    regulationKeys: ['GDPR', 'UK_DPA', 'GLBA'],
    countries: [],
    rule: patternRule(IBAN_PATTERN, { validator: 'IBAN', caseSensitive: true }),
  }),
  contentTemplate({
    key: 'SWIFT_BIC',
    name: 'SWIFT/BIC codes',
    caption: 'SWIFT/BIC',
    description:
      'Bank identifier codes (8 or 11 characters with a valid country) next to words such as SWIFT or BIC.',
    valuePerRecord: 20,
    regulationKeys: ['GDPR', 'GLBA'],
    countries: [],
    isSensitive: false,
    rule: patternRule('\\b[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\\b', {
      validator: 'SWIFT_BIC',
      caseSensitive: true,
      nearbyWords: ['swift', 'bic', 'swift code', 'bic code', 'bank identifier code', 'swift/bic'],
    }),
  }),
];
