import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { ClassifierDialog } from './ClassifierDialog';

/** dialogType addClassifier. */
export default function AddClassifierDialog({ close }: DialogBodyProps) {
  return <ClassifierDialog template={false} id={null} close={close} />;
}
