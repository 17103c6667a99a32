import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { AlertSettingDialog } from './AlertSettingDialog';

/** dialogType addAlertSetting. */
export default function AddAlertSettingDialog({ close }: DialogBodyProps) {
  return <AlertSettingDialog close={close} />;
}
