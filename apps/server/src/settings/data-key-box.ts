import { secretBox, type SecretBox } from '../sso/client-secret-box.js';

/**
 * Customers' data keys at rest (customer_decryption_keys.encryption_key): sealed as the auth
 * providers' secrets and the cloud tokens are, with their own purpose and bound to their customer.
 */
export function dataKeyBox(signingSecret: string): SecretBox {
  return secretBox(signingSecret, { keyInfo: 'customer data key v1', bindingPrefix: 'customer-data-key' });
}

/** A key stored before sealing was introduced is plain base64, which never contains a dot. */
export function openDataKey(box: SecretBox, stored: string, tenantId: number): string {
  if (!stored.includes('.')) return stored;
  const key = box.open(stored, tenantId);
  if (key === null) {
    throw new Error(`The data key of customer ${tenantId} does not open: was the signing secret changed?`);
  }
  return key;
}
