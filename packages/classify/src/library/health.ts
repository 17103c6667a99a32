import { contentTemplate, patternRule } from './template.js';

const MBI_LETTER = '[AC-HJKMNP-RT-Y]';
const MBI_ALNUM = '[AC-HJKMNP-RT-Y0-9]';

export const MBI_PATTERN = `\\b[1-9]${MBI_LETTER}${MBI_ALNUM}\\d-?${MBI_LETTER}${MBI_ALNUM}\\d-?${MBI_LETTER}{2}\\d{2}\\b`;

export const HEALTH_TEMPLATES = [
  contentTemplate({
    key: 'US_MBI',
    name: 'US Medicare Beneficiary Identifiers',
    caption: 'US MBI',
    description: 'Eleven-character MBIs (CMS layout) next to words such as Medicare or MBI.',
    valuePerRecord: 250,
    regulationKeys: ['HIPAA'],
    countries: ['US'],
    rule: patternRule(MBI_PATTERN, {
      validator: 'MBI_US',
      caseSensitive: true,
      nearbyWords: ['medicare', 'mbi', 'beneficiary', 'medicare number'],
    }),
  }),
  contentTemplate({
    key: 'US_NPI',
    name: 'US National Provider Identifiers',
    caption: 'US NPI',
    description:
      'Ten-digit NPIs with the Luhn check over the 80840 prefix, next to words such as NPI or provider.',
    valuePerRecord: 50,
    regulationKeys: ['HIPAA'],
    countries: ['US'],
    isSensitive: false,
    rule: patternRule('\\b[12]\\d{9}\\b', {
      validator: 'NPI_US',
      nearbyWords: ['npi', 'national provider', 'provider id', 'provider number', 'prescriber'],
    }),
  }),
  contentTemplate({
    key: 'US_DEA',
    name: 'US DEA registration numbers',
    caption: 'US DEA number',
    description:
      'DEA numbers (two letters, seven digits) with the DEA check digit, next to words such as DEA.',
    valuePerRecord: 200,
    regulationKeys: ['HIPAA'],
    countries: ['US'],
    rule: patternRule('\\b[ABCDEFGHJKLMPRSTUX][A-Z9]\\d{7}\\b', {
      validator: 'DEA_US',
      caseSensitive: true,
      nearbyWords: ['dea', 'dea number', 'dea no', 'dea registration', 'prescriber'],
    }),
  }),
  contentTemplate({
    key: 'UK_NHS',
    name: 'UK NHS numbers',
    caption: 'UK NHS number',
    description: 'Ten-digit NHS numbers with the modulus 11 check digit, next to words such as NHS.',
    valuePerRecord: 250,
    regulationKeys: ['UK_DPA'],
    countries: ['GB'],
    rule: patternRule('\\b\\d{3}[ -]?\\d{3}[ -]?\\d{4}\\b', {
      validator: 'NHS_UK',
      nearbyWords: ['nhs', 'nhs number', 'nhs no', 'health service', 'patient number'],
    }),
  }),
  contentTemplate({
    key: 'ICD10',
    name: 'ICD-10 diagnosis codes',
    caption: 'ICD-10 code',
    description:
      'ICD-10 / ICD-10-CM codes (letter, two characters, optional decimals) next to words such as diagnosis or ICD.',
    valuePerRecord: 250,
    regulationKeys: ['HIPAA', 'GDPR', 'UK_DPA'],
    countries: [],
    rule: patternRule('\\b[A-TV-Z]\\d[0-9A-Z](?:\\.[0-9A-Z]{1,4})?\\b', {
      validator: 'ICD10',
      caseSensitive: true,
      nearbyWords: [
        'icd',
        'icd-10',
        'icd10',
        'icd-10-cm',
        'diagnosis',
        'diagnosed',
        'dx',
        'diag',
        'diagnosis code',
      ],
    }),
  }),
];
