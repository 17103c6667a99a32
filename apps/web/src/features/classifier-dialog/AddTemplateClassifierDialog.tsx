import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { ClassifierDialog } from './ClassifierDialog';

/** dialogType addTemplateClassifier (back office). */
export default function AddTemplateClassifierDialog({ close }: DialogBodyProps) {
  return <ClassifierDialog template id={null} close={close} />;
}
