import * as ids from './identifiers.js';
import type { Random } from './random.js';

/**
 * For each template: how to make a valid value and its look-alikes, and sentences to put them
 * in. `{v}` marks the value. Look-alikes go into the same sentences, so that they are judged by
 * the checks, not by a missing nearby word.
 */
export interface IdentifierFamily {
  key: string;
  valid(r: Random): string;
  lookalikes(r: Random): string[];
  contexts: readonly string[];
  /** Sentences without the nearby words, where only a keyword-free template may find a value. */
  bareContexts?: readonly string[];
}

const BARE_NUMBER_CONTEXTS = [
  'Order {v} shipped on Tuesday.',
  'Ticket {v} was closed.',
  'Invoice number: {v}',
];

export const FAMILIES: readonly IdentifierFamily[] = [
  {
    key: 'PAYMENT_CARD',
    valid: ids.validCard,
    lookalikes: ids.cardLookalikes,
    contexts: [
      'Ref {v}',
      '"{v}","12/27","J SMITH"',
      'Card number: {v}',
      'Please charge {v} for the renewal.',
      'cc={v};exp=12/27',
      'Customer paid with card {v} on Monday.',
    ],
  },
  {
    key: 'US_SSN',
    valid: (r) => ids.validSsn(r).value,
    lookalikes: ids.ssnLookalikes,
    contexts: [
      'SOCIAL SECURITY NO. {v}',
      'SSN: {v}',
      'Employee social security number {v} on file.',
      'ssn,{v},active',
    ],
    bareContexts: BARE_NUMBER_CONTEXTS,
  },
  {
    key: 'US_ITIN',
    valid: ids.validItin,
    lookalikes: ids.itinLookalikes,
    contexts: ['ITIN: {v}', 'Individual taxpayer identification number {v} issued.'],
    bareContexts: ['Reference {v} in the archive.'],
  },
  {
    key: 'US_EIN',
    valid: ids.validEin,
    lookalikes: ids.einLookalikes,
    contexts: ['EIN: {v}', 'Employer identification number {v} for payroll.'],
    bareContexts: ['Part {v} restocked.'],
  },
  {
    key: 'IBAN',
    valid: ids.validIban,
    lookalikes: ids.ibanLookalikes,
    contexts: ['{v}', 'IBAN: {v}', 'Please transfer the amount to {v} by Friday.', 'account;{v};EUR'],
  },
  {
    key: 'SWIFT_BIC',
    valid: ids.validBic,
    lookalikes: ids.bicLookalikes,
    contexts: ['SWIFT: {v}', 'Bank BIC code {v} for the wire.', 'BIC {v}'],
  },
  {
    key: 'EMAIL',
    valid: ids.validEmail,
    lookalikes: ids.emailLookalikes,
    contexts: ['<{v}>', 'Contact {v} for details.', 'From: {v}', '"email": "{v}",'],
  },
  {
    key: 'PHONE',
    valid: ids.validPhone,
    lookalikes: ids.phoneLookalikes,
    contexts: ['Phone: {v}', 'Call me at {v} tomorrow.', 'Mobile {v}', 'tel. {v}'],
    bareContexts: ['Build {v} passed.'],
  },
  {
    key: 'PASSPORT',
    valid: ids.validPassport,
    lookalikes: ids.passportLookalikes,
    contexts: [
      'PASSPORT #: {v}',
      'Passport number: {v}',
      'Traveller passport {v}, expires 2031.',
      'passport no {v}',
    ],
    bareContexts: BARE_NUMBER_CONTEXTS,
  },
  {
    key: 'UK_NINO',
    valid: ids.validNino,
    lookalikes: ids.ninoLookalikes,
    contexts: ['National Insurance number: {v}', 'NINO {v}'],
  },
  {
    key: 'UK_UTR',
    valid: ids.validUtr,
    lookalikes: ids.utrLookalikes,
    contexts: ['UTR: {v}', 'Your unique taxpayer reference is {v}.'],
    bareContexts: BARE_NUMBER_CONTEXTS,
  },
  {
    key: 'CA_SIN',
    valid: ids.validSin,
    lookalikes: ids.sinLookalikes,
    contexts: ['SIN: {v}', 'Social insurance number {v} verified.'],
    bareContexts: BARE_NUMBER_CONTEXTS,
  },
  {
    key: 'DE_STEUER_ID',
    valid: ids.validSteuerId,
    lookalikes: ids.steuerIdLookalikes,
    contexts: ['Steuer-ID: {v}', 'Steueridentifikationsnummer {v}'],
    bareContexts: BARE_NUMBER_CONTEXTS,
  },
  {
    key: 'DE_ID_CARD',
    valid: ids.validPersonalausweis,
    lookalikes: ids.personalausweisLookalikes,
    contexts: ['Personalausweis: {v}', 'Ausweisnummer {v}'],
  },
  {
    key: 'FR_NIR',
    valid: ids.validNir,
    lookalikes: ids.nirLookalikes,
    contexts: ['Numéro de sécurité sociale : {v}', 'NIR {v}'],
    bareContexts: BARE_NUMBER_CONTEXTS,
  },
  {
    key: 'ES_DNI',
    valid: ids.validDni,
    lookalikes: ids.dniLookalikes,
    contexts: ['DNI: {v}', 'NIF {v}'],
  },
  {
    key: 'ES_NIE',
    valid: ids.validNie,
    lookalikes: ids.nieLookalikes,
    contexts: ['NIE: {v}', 'Número de identidad de extranjero (NIE) {v}'],
  },
  {
    key: 'IT_CODICE_FISCALE',
    valid: ids.validCodiceFiscale,
    lookalikes: ids.codiceFiscaleLookalikes,
    contexts: ['Codice fiscale: {v}', 'CF {v}', 'Il contribuente {v} ha presentato la dichiarazione.'],
  },
  {
    key: 'BR_CPF',
    valid: ids.validCpf,
    lookalikes: ids.cpfLookalikes,
    contexts: ['CPF: {v}', 'Cliente {v} cadastrado.'],
  },
  {
    key: 'IN_AADHAAR',
    valid: ids.validAadhaar,
    lookalikes: ids.aadhaarLookalikes,
    contexts: ['Aadhaar: {v}', 'UIDAI number {v}'],
    bareContexts: BARE_NUMBER_CONTEXTS,
  },
  {
    key: 'US_MBI',
    valid: ids.validMbi,
    lookalikes: ids.mbiLookalikes,
    contexts: ['Medicare MBI: {v}', 'Medicare number {v}'],
  },
  {
    key: 'US_NPI',
    valid: ids.validNpi,
    lookalikes: ids.npiLookalikes,
    contexts: ['NPI: {v}', 'National provider identifier {v}'],
    bareContexts: BARE_NUMBER_CONTEXTS,
  },
  {
    key: 'US_DEA',
    valid: ids.validDea,
    lookalikes: ids.deaLookalikes,
    contexts: ['DEA number: {v}', 'Prescriber DEA {v}'],
  },
  {
    key: 'UK_NHS',
    valid: ids.validNhs,
    lookalikes: ids.nhsLookalikes,
    contexts: ['Patient (NHS No. {v}) was seen today.', 'NHS number: {v}', 'NHS no {v}'],
    bareContexts: BARE_NUMBER_CONTEXTS,
  },
  {
    key: 'ICD10',
    valid: ids.validIcd10,
    lookalikes: ids.icd10Lookalikes,
    contexts: ['DIAGNOSIS CODE {v}', 'Diagnosis: {v}', 'ICD-10 {v}', 'dx {v} confirmed'],
    bareContexts: ['Room {v} is free.', 'Seat {v}'],
  },
];
