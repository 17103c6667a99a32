import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Messages, type ChangePasswordForm as Values } from '@vigil/contracts';
import { ChangePasswordForm } from './ChangePasswordForm';

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'Submit' });

function refusal(field: string, message: string) {
  return new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }],
  });
}

function mount(onSubmit: (values: Values) => Promise<void> = async () => undefined) {
  const onError = vi.fn();
  render(<ChangePasswordForm onSubmit={onSubmit} onError={onError} />);
  return { onError };
}

function fillIn(current = 'old-secret-1', next = 'Brand-new-pass-7') {
  type('Current Password', current);
  type('New Password', next);
  type('Confirm Password', next);
}

describe('ChangePasswordForm', () => {
  it('asks for the current password: Submit stays disabled until it is given', async () => {
    mount();
    expect(field('Current Password').getAttribute('autocomplete')).toBe('current-password');
    type('New Password', 'Brand-new-pass-7');
    type('Confirm Password', 'Brand-new-pass-7');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
    type('Current Password', 'old-secret-1');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    type('Current Password', '');
    expect(await screen.findByText(Messages.currentPasswordRequired)).toBeTruthy();
    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
  });

  it('sends the current and the new password', async () => {
    const sent: Values[] = [];
    mount(async (values) => {
      sent.push(values);
    });
    fillIn();
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    await waitFor(() =>
      expect(sent).toEqual([
        {
          currentPassword: 'old-secret-1',
          newPassword: 'Brand-new-pass-7',
          confirmPassword: 'Brand-new-pass-7',
        },
      ]),
    );
  });

  it.each([
    ['currentPassword', Messages.currentPasswordWrong, 'Current Password'],
    ['newPassword', Messages.passwordTooEasy, 'New Password'],
  ])("shows the server's refusal of %s under that field", async (name, message, label) => {
    const { onError } = mount(() => Promise.reject(refusal(name, message)));
    fillIn();
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands any other failure to onError', async () => {
    const failure = new Error('Network down');
    const { onError } = mount(() => Promise.reject(failure));
    fillIn();
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
  });
});
