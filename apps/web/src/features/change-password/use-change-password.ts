import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useCurrentUserContext } from '../../session/current-user';
import { changeUserPasswordMutation } from './change-password.mutation';

/** Sets the signed-in user's own password, then reloads userInfo (the forced change is done). */
export function useChangeOwnPassword() {
  const { user, reload } = useCurrentUserContext();
  const [mutate] = useMutation(changeUserPasswordMutation);
  return useCallback(
    async (newPassword: string) => {
      await mutate({ variables: { userId: user.id, newPassword } });
      await reload();
    },
    [mutate, reload, user.id],
  );
}
