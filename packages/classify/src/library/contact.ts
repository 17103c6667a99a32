import { contentTemplate, patternRule } from './template.js';

export const EMAIL_PATTERN = '[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\\.[A-Za-z0-9-]{1,63}){1,4}';

export const PHONE_PATTERN = [
  '\\+[1-9]\\d{0,2}(?:[ .-]\\(?\\d{1,4}\\)?){2,5}\\b',
  '\\+[1-9]\\d{9,14}\\b',
  '\\(\\d{3}\\) ?\\d{3}[ .-]\\d{4}\\b',
  '\\b\\d{3}[.-]\\d{3}[.-]\\d{4}\\b',
  '\\b0\\d{2,4} \\d{3,4} \\d{3,4}\\b',
  '\\b0\\d(?: \\d{2}){4}\\b',
].join('|');

export const PHONE_WORDS = [
  'phone',
  'tel',
  'tel.',
  'telephone',
  'mobile',
  'cell',
  'fax',
  'call',
  'contact',
  'telefon',
  'téléphone',
  'teléfono',
  'telefone',
  'whatsapp',
];

export const CONTACT_TEMPLATES = [
  contentTemplate({
    key: 'EMAIL',
    name: 'E-mail addresses',
    caption: 'E-mail',
    description: 'E-mail addresses with a valid domain and top-level domain.',
    valuePerRecord: 5,
    regulationKeys: ['GDPR', 'CCPA', 'HIPAA', 'PIPEDA', 'LGPD', 'UK_DPA', 'DPDP_IN'],
    countries: [],
    rule: patternRule(EMAIL_PATTERN, { validator: 'EMAIL' }),
  }),
  contentTemplate({
    key: 'PHONE',
    name: 'Phone numbers',
    caption: 'Phone number',
    description:
      'Phone numbers in E.164 and common national layouts (US, UK, France, Germany, …) next to words such as phone, tel or mobile.',
    valuePerRecord: 10,
    regulationKeys: ['GDPR', 'CCPA', 'HIPAA', 'PIPEDA', 'LGPD', 'UK_DPA', 'DPDP_IN'],
    countries: [],
    rule: patternRule(PHONE_PATTERN, { validator: 'PHONE', nearbyWords: PHONE_WORDS }),
  }),
];
