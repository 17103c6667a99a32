import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useCurrentUserContext } from '../../session/current-user';
import { changeUserPasswordMutation } from './change-password.mutation';

/**
 * Sets the signed-in user's own password, then reloads userInfo (the forced change is done). The
 * server ends the user's other sessions; this one continues.
 */
export function useChangeOwnPassword() {
  const { user, reload } = useCurrentUserContext();
  const [mutate] = useMutation(changeUserPasswordMutation);
  return useCallback(
    async (currentPassword: string, newPassword: string) => {
      await mutate({ variables: { userId: user.id, newPassword, currentPassword } });
      await reload();
    },
    [mutate, reload, user.id],
  );
}
