import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Dialog } from '@mui/material';
import { useSnackbar } from './snackbar-context';
import { SnackbarProvider } from './SnackbarProvider';

function Shower({ message }: { message: string }) {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show(message, 'success')}>
      show
    </button>
  );
}

/** The message's corner, once it is shown (its component loads with the first message). */
const anchorOf = async (message: string) =>
  [...((await screen.findByText(message)).closest('.MuiSnackbar-root')?.classList ?? [])].find((c) =>
    c.startsWith('MuiSnackbar-anchorOrigin'),
  );

describe('SnackbarProvider', () => {
  it('shows a message at the bottom right (spec part 1 §2)', async () => {
    render(
      <SnackbarProvider>
        <Shower message="Saved" />
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(await anchorOf('Saved')).toBe('MuiSnackbar-anchorOriginBottomRight');
  });

  it("shows it at the top right while a dialog is open, clear of the dialog's buttons", async () => {
    render(
      <SnackbarProvider>
        <Dialog open>
          <Shower message="Device was updated successfully" />
        </Dialog>
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(await anchorOf('Device was updated successfully')).toBe('MuiSnackbar-anchorOriginTopRight');
  });
});
