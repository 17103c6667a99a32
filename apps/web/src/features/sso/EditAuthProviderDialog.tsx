import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { AuthProviderDialog } from './AuthProviderDialog';

/** dialogType editAuthProvider, data {id}. */
export default function EditAuthProviderDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  return <AuthProviderDialog key={id} id={id} close={close} />;
}
