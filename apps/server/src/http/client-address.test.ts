import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(clientAddressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('takes an IPv4-mapped IPv6 address for its IPv4 address', () => {
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('leaves anything else as it came, lower-cased', () => {
    expect(clientAddressKey('Not-An-Address')).toBe('not-an-address');
  });
});
