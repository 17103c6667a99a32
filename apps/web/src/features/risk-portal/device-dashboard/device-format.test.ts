import { describe, expect, it } from 'vitest';
import { deviceLabel, formatCount, formatGb, parseDeviceId } from './device-format';

describe('parseDeviceId', () => {
  it('accepts a positive integer', () => {
    expect(parseDeviceId('10')).toBe(10);
    expect(parseDeviceId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const bad of [undefined, '', '0', '-3', '01', '1.5', '1e3', 'abc', ' 7', '2147483648'])
      expect(parseDeviceId(bad)).toBeNull();
  });
});

describe('formatGb', () => {
  it('shows decimal gigabytes with two decimals', () => {
    expect(formatGb(81_000_000_000)).toBe('81.00 GB');
    expect(formatGb(1_024_000_000_000)).toBe('1,024.00 GB');
    expect(formatGb(1_234_567_890)).toBe('1.23 GB');
    expect(formatGb(0)).toBe('0.00 GB');
  });
});

describe('formatCount', () => {
  it('rounds and groups thousands', () => {
    expect(formatCount(1555)).toBe('1,555');
    expect(formatCount(12.6)).toBe('13');
  });
});

describe('deviceLabel', () => {
  it('adds the nickname in parentheses when there is one', () => {
    expect(deviceLabel({ name: 'LT-01', nickName: 'Front desk' })).toBe('LT-01 (Front desk)');
    expect(deviceLabel({ name: 'LT-01', nickName: null })).toBe('LT-01');
    expect(deviceLabel({ name: 'LT-01', nickName: '  ' })).toBe('LT-01');
    expect(deviceLabel({ name: 'LT-01', nickName: 'LT-01' })).toBe('LT-01');
  });
});
