import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider } from '../../shell/snackbar/SnackbarProvider';
import { useRowOverrides } from './use-row-overrides';

const wrapper = ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider>;
const row = { id: 7, falsePositive: false };

describe('useRowOverrides', () => {
  it('shows a change at once, keeps it when sent, and takes a refused one back to what was shown', async () => {
    const { result } = renderHook(() => useRowOverrides<{ falsePositive: boolean }>(), { wrapper });
    const shown = () => result.current.apply(row).falsePositive;
    await act(() => result.current.change(7, { falsePositive: true }, async () => undefined, 'marked'));
    expect(shown()).toBe(true);
    await act(() => result.current.change(7, { falsePositive: false }, async () => undefined, 'cleared'));
    expect(shown()).toBe(false);
    let refuse: (e: Error) => void = () => undefined;
    let pending: Promise<boolean> = Promise.resolve(true);
    act(() => {
      pending = result.current.change(
        7,
        { falsePositive: true },
        () => new Promise((_resolve, reject) => (refuse = reject)),
        'marked',
      );
    });
    expect(shown()).toBe(true);
    await act(async () => {
      refuse(new Error('File not found'));
      expect(await pending).toBe(false);
    });
    expect(shown()).toBe(false);
  });
});
