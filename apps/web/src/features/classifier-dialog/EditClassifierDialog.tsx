import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { ClassifierDialog } from './ClassifierDialog';

/** dialogType editClassifier, data {id, readOnly?}. */
export default function EditClassifierDialog({ data, close }: DialogBodyProps) {
  const { id, readOnly } = data as { id: number; readOnly?: boolean };
  return <ClassifierDialog key={id} template={false} id={id} readOnly={readOnly === true} close={close} />;
}
