import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { AlertSettingDialog } from './AlertSettingDialog';

/** dialogType editAlertSetting, data {id}. */
export default function EditAlertSettingDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  return <AlertSettingDialog key={id} id={id} close={close} />;
}
