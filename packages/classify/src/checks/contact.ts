import { allSameDigit } from './digits.js';
import { digitsOf, fail, pass, type Check } from './types.js';

export const checkEmail: Check = (value) => {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return fail('invalid local part');
  const labels = domain.split('.');
  if (labels.some((l) => l.length === 0 || l.startsWith('-') || l.endsWith('-')))
    return fail('invalid domain');
  const tld = labels[labels.length - 1] ?? '';
  if (!/^[a-z]{2,24}$/.test(tld)) return fail('invalid top-level domain');
  return pass(`${local}@${domain}`);
};

export const checkPhone: Check = (value) => {
  const digits = digitsOf(value);
  if (digits.length < 10 || digits.length > 15) return fail('wrong number of digits for a phone number');
  if (allSameDigit(digits)) return fail('repeated digit');
  if (/^(19|20)\d{2}[-./](0[1-9]|1[0-2])[-./]\d{2}/.test(value)) return fail('looks like a date');
  return pass((value.trim().startsWith('+') ? '+' : '') + digits);
};
