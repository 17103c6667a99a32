import type { ContentValidator } from '@vigil/contracts';
import { checkIban, checkSwiftBic } from './banking.js';
import { checkCard, isCardLike } from './card.js';
import { checkEmail, checkPhone } from './contact.js';
import { standalone } from './context.js';
import { luhnValid } from './digits.js';
import { checkDeaUs, checkIcd10, checkMbiUs, checkNhsUk, checkNpiUs } from './health.js';
import {
  checkAadhaarIn,
  checkCodiceFiscaleIt,
  checkCpfBr,
  checkDniEs,
  checkEinUs,
  checkItinUs,
  checkNieEs,
  checkNinoUk,
  checkNirFr,
  checkPassport,
  checkPersonalausweisDe,
  checkSinCa,
  checkSsnUs,
  checkSteuerIdDe,
  checkUtrUk,
} from './identity.js';
import { digitsOf, fail, pass, type Check } from './types.js';

export const VALIDATORS: Readonly<Record<ContentValidator, Check>> = {
  CARD: checkCard,
  SSN_US: standalone(checkSsnUs),
  ITIN_US: standalone(checkItinUs),
  EIN_US: standalone(checkEinUs),
  IBAN: checkIban,
  SWIFT_BIC: checkSwiftBic,
  EMAIL: checkEmail,
  PHONE: standalone(checkPhone),
  NINO_UK: standalone(checkNinoUk),
  SIN_CA: standalone(checkSinCa),
  STEUER_ID_DE: standalone(checkSteuerIdDe),
  PERSONALAUSWEIS_DE: checkPersonalausweisDe,
  NIR_FR: standalone(checkNirFr),
  DNI_ES: standalone(checkDniEs),
  NIE_ES: checkNieEs,
  CODICE_FISCALE_IT: checkCodiceFiscaleIt,
  CPF_BR: standalone(checkCpfBr),
  AADHAAR_IN: standalone(checkAadhaarIn),
  PASSPORT: standalone(checkPassport),
  MBI_US: checkMbiUs,
  NPI_US: standalone(checkNpiUs),
  DEA_US: checkDeaUs,
  NHS_UK: standalone(checkNhsUk),
  ICD10: checkIcd10,
  UTR_UK: standalone(checkUtrUk),
};

/**
 * The classifier dialog's Luhn method. A value of card length (13–19 digits) must also be a
 * card: issuer range, length for the issuer and a card-like context.
 */
export const checkLuhn: Check = (value, ctx) => {
  const digits = digitsOf(value);
  if (isCardLike(digits)) return checkCard(value, ctx);
  if (digits.length < 2) return fail('too few digits for Luhn');
  return luhnValid(digits) ? pass(digits) : fail('fails Luhn');
};

/** Values whose masking keeps the card rule (first 4 / last 4 digits). */
export const CARD_VALIDATORS: ReadonlySet<ContentValidator> = new Set(['CARD']);
