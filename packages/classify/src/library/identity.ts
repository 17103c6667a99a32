import { contentTemplate, patternRule } from './template.js';

export const PASSPORT_WORDS = [
  'passport',
  'passport no',
  'passport number',
  'passport #',
  'passeport',
  'reisepass',
  'pasaporte',
  'passaporto',
  'passaporte',
];

/** US/UK 9 digits or letter + 8, FR 2 digits 2 letters 5 digits, CA 2 letters 6 digits, IN letter + 7, DE 9 of its alphabet. */
export const PASSPORT_PATTERN =
  '\\b(?:[A-Z]\\d{8}|\\d{9}|\\d{2}[A-Z]{2}\\d{5}|[A-Z]{2}\\d{6}|[A-Z][1-9]\\d{6}|[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8})\\b';

export const IDENTITY_TEMPLATES = [
  contentTemplate({
    key: 'US_SSN',
    name: 'US Social Security numbers',
    caption: 'US SSN',
    description:
      'US SSNs with valid area, group and serial numbers; nine digits without separators count only next to a word such as SSN.',
    valuePerRecord: 180,
    regulationKeys: ['HIPAA', 'CCPA', 'GLBA'],
    countries: ['US'],
    rule: patternRule('\\b\\d{3}(?:-\\d{2}-\\d{4}| \\d{2} \\d{4}|\\d{6})\\b', { validator: 'SSN_US' }),
  }),
  contentTemplate({
    key: 'US_ITIN',
    name: 'US Individual Taxpayer Identification numbers',
    caption: 'US ITIN',
    description: 'ITINs (9XX-7X-XXXX with the IRS group ranges) next to words such as ITIN or taxpayer.',
    valuePerRecord: 180,
    regulationKeys: ['GLBA', 'CCPA'],
    countries: ['US'],
    rule: patternRule('\\b9\\d{2}[- ]?\\d{2}[- ]?\\d{4}\\b', {
      validator: 'ITIN_US',
      nearbyWords: ['itin', 'taxpayer identification', 'individual taxpayer', 'tax id', 'tin'],
    }),
  }),
  contentTemplate({
    key: 'US_EIN',
    name: 'US Employer Identification numbers',
    caption: 'US EIN',
    description:
      'EINs (XX-XXXXXXX with an IRS campus prefix) next to words such as EIN or employer identification.',
    valuePerRecord: 60,
    regulationKeys: ['GLBA'],
    countries: ['US'],
    isSensitive: false,
    rule: patternRule('\\b\\d{2}-\\d{7}\\b', {
      validator: 'EIN_US',
      nearbyWords: ['ein', 'fein', 'employer identification', 'federal tax id', 'tax id', 'federal employer'],
    }),
  }),
  contentTemplate({
    key: 'PASSPORT',
    name: 'Passport numbers',
    caption: 'Passport no.',
    description:
      'Passport numbers of the US, UK, Germany, France, Canada and India next to the word passport.',
    valuePerRecord: 160,
    regulationKeys: ['GDPR', 'CCPA', 'PIPEDA', 'LGPD', 'UK_DPA', 'DPDP_IN'],
    countries: ['US', 'GB', 'DE', 'FR', 'CA', 'IN'],
    rule: patternRule(PASSPORT_PATTERN, {
      validator: 'PASSPORT',
      caseSensitive: true,
      nearbyWords: PASSPORT_WORDS,
    }),
  }),
  contentTemplate({
    key: 'UK_NINO',
    name: 'UK National Insurance numbers',
    caption: 'UK NINO',
    description:
      'National Insurance numbers with valid prefix letters, next to words such as national insurance or NINO.',
    valuePerRecord: 150,
    regulationKeys: ['UK_DPA'],
    countries: ['GB'],
    rule: patternRule('\\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\\d{2} ?\\d{2} ?\\d{2} ?[A-D]\\b', {
      validator: 'NINO_UK',
      caseSensitive: true,
      nearbyWords: ['national insurance', 'nino', 'ni number', 'ni no', 'insurance number'],
    }),
  }),
  contentTemplate({
    key: 'UK_UTR',
    name: 'UK Unique Taxpayer References',
    caption: 'UK UTR',
    description: 'Ten-digit UTRs with the HMRC check digit, next to words such as UTR or taxpayer reference.',
    valuePerRecord: 120,
    regulationKeys: ['UK_DPA'],
    countries: ['GB'],
    rule: patternRule('\\b\\d{5} ?\\d{5}\\b', {
      validator: 'UTR_UK',
      nearbyWords: ['utr', 'unique taxpayer', 'taxpayer reference', 'tax reference', 'self assessment'],
    }),
  }),
  contentTemplate({
    key: 'CA_SIN',
    name: 'Canadian Social Insurance numbers',
    caption: 'CA SIN',
    description: 'SINs with Luhn check next to words such as SIN or social insurance.',
    valuePerRecord: 150,
    regulationKeys: ['PIPEDA'],
    countries: ['CA'],
    rule: patternRule('\\b\\d{3}[ -]?\\d{3}[ -]?\\d{3}\\b', {
      validator: 'SIN_CA',
      nearbyWords: ['sin', 'social insurance', 'assurance sociale', 'nas'],
    }),
  }),
  contentTemplate({
    key: 'DE_STEUER_ID',
    name: 'German tax identification numbers (Steuer-ID)',
    caption: 'DE Steuer-ID',
    description:
      'Eleven-digit Steuer-IDs with the ISO 7064 check digit, next to words such as Steuer-ID or IdNr.',
    valuePerRecord: 120,
    regulationKeys: ['GDPR'],
    countries: ['DE'],
    rule: patternRule('\\b\\d{2} ?\\d{3} ?\\d{3} ?\\d{3}\\b', {
      validator: 'STEUER_ID_DE',
      nearbyWords: [
        'steuer-id',
        'steuerid',
        'steuer id',
        'steueridentifikationsnummer',
        'identifikationsnummer',
        'idnr',
        'tax id',
      ],
    }),
  }),
  contentTemplate({
    key: 'DE_ID_CARD',
    name: 'German identity card numbers (Personalausweis)',
    caption: 'DE ID card',
    description:
      'Personalausweis numbers with the ICAO check digit, next to words such as Personalausweis or Ausweis.',
    valuePerRecord: 140,
    regulationKeys: ['GDPR'],
    countries: ['DE'],
    rule: patternRule('\\b[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\\d\\b', {
      validator: 'PERSONALAUSWEIS_DE',
      caseSensitive: true,
      nearbyWords: [
        'personalausweis',
        'ausweis',
        'ausweisnummer',
        'personalausweisnummer',
        'id card',
        'identity card',
      ],
    }),
  }),
  contentTemplate({
    key: 'FR_NIR',
    name: 'French social security numbers (NIR)',
    caption: 'FR NIR',
    description: 'NIRs (numéro de sécurité sociale) with the 97-modulus key, Corsica included.',
    valuePerRecord: 150,
    regulationKeys: ['GDPR'],
    countries: ['FR'],
    rule: patternRule('\\b[12] ?\\d{2} ?\\d{2} ?(?:\\d{2}|2[AB]) ?\\d{3} ?\\d{3} ?\\d{2}\\b', {
      validator: 'NIR_FR',
      nearbyWords: [
        'sécurité sociale',
        'securite sociale',
        'nir',
        'insee',
        'carte vitale',
        'social security',
      ],
    }),
  }),
  contentTemplate({
    key: 'ES_DNI',
    name: 'Spanish national identity numbers (DNI/NIF)',
    caption: 'ES DNI',
    description: 'DNI/NIF numbers with the control letter, next to words such as DNI or NIF.',
    valuePerRecord: 120,
    regulationKeys: ['GDPR'],
    countries: ['ES'],
    rule: patternRule('\\b\\d{8}-?[A-Z]\\b', {
      validator: 'DNI_ES',
      nearbyWords: ['dni', 'nif', 'documento nacional', 'identidad'],
    }),
  }),
  contentTemplate({
    key: 'ES_NIE',
    name: 'Spanish foreigner identity numbers (NIE)',
    caption: 'ES NIE',
    description:
      'NIE numbers (X/Y/Z, seven digits, control letter), next to words such as NIE or extranjero.',
    valuePerRecord: 120,
    regulationKeys: ['GDPR'],
    countries: ['ES'],
    rule: patternRule('\\b[XYZ]-?\\d{7}-?[A-Z]\\b', {
      validator: 'NIE_ES',
      nearbyWords: ['nie', 'extranjero', 'nif', 'identidad'],
    }),
  }),
  contentTemplate({
    key: 'IT_CODICE_FISCALE',
    name: 'Italian fiscal codes (codice fiscale)',
    caption: 'IT fiscal code',
    description: 'Sixteen-character codici fiscali (omocodia included) with the check character.',
    valuePerRecord: 120,
    regulationKeys: ['GDPR'],
    countries: ['IT'],
    rule: patternRule(
      '\\b[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]\\b',
      { validator: 'CODICE_FISCALE_IT', caseSensitive: true },
    ),
  }),
  contentTemplate({
    key: 'BR_CPF',
    name: 'Brazilian CPF numbers',
    caption: 'BR CPF',
    description:
      'CPF numbers with both check digits; eleven digits without punctuation count only next to the word CPF.',
    valuePerRecord: 120,
    regulationKeys: ['LGPD'],
    countries: ['BR'],
    rule: patternRule('\\b\\d{3}(?:\\.\\d{3}\\.\\d{3}-\\d{2}|\\d{8})\\b', { validator: 'CPF_BR' }),
  }),
  contentTemplate({
    key: 'IN_AADHAAR',
    name: 'Indian Aadhaar numbers',
    caption: 'IN Aadhaar',
    description:
      'Twelve-digit Aadhaar numbers with the Verhoeff check digit, next to words such as Aadhaar or UIDAI.',
    valuePerRecord: 100,
    regulationKeys: ['DPDP_IN'],
    countries: ['IN'],
    rule: patternRule('\\b[2-9]\\d{3} ?\\d{4} ?\\d{4}\\b', {
      validator: 'AADHAAR_IN',
      nearbyWords: ['aadhaar', 'aadhar', 'uidai', 'uid', 'आधार'],
    }),
  }),
];
