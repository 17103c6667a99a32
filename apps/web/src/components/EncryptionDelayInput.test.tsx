import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { encryptionDelayDaysOf } from '@vigil/contracts';
import { EncryptionDelayInput } from './EncryptionDelayInput';

function Harness({ initial = '30' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <EncryptionDelayInput label="Delay" value={value} onChange={setValue} />
      <output data-testid="sent">{encryptionDelayDaysOf(value)}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Delay') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('EncryptionDelayInput', () => {
  it('keeps digits only, strips a leading zero and stops at 4 digits', () => {
    render(<Harness />);
    type('12a');
    expect(input().value).toBe('12');
    type('07');
    expect(input().value).toBe('7');
    type('123456');
    expect(input().value).toBe('1234');
    type('-3');
    expect(input().value).toBe('3');
    expect(screen.getByTestId('sent').textContent).toBe('3');
  });

  it('allows a blank while editing, sent as 0', () => {
    render(<Harness />);
    type('');
    expect(input().value).toBe('');
    expect(screen.getByTestId('sent').textContent).toBe('0');
  });

  it('shows the unit', () => {
    render(<Harness />);
    expect(screen.getByText('days')).toBeTruthy();
  });
});
