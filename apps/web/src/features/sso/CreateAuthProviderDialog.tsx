import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { AuthProviderDialog } from './AuthProviderDialog';

/** dialogType createAuthProvider. */
export default function CreateAuthProviderDialog({ close }: DialogBodyProps) {
  return <AuthProviderDialog close={close} />;
}
