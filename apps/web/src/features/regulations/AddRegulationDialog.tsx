import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { RegulationDialog } from './RegulationDialog';

/** dialogType addRegulation. */
export default function AddRegulationDialog({ close }: DialogBodyProps) {
  return <RegulationDialog close={close} />;
}
