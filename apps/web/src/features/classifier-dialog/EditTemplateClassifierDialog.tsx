import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { ClassifierDialog } from './ClassifierDialog';

/** dialogType editTemplateClassifier, data {id, readOnly?}: readOnly views a template (customer Template tab). */
export default function EditTemplateClassifierDialog({ data, close }: DialogBodyProps) {
  const { id, readOnly } = data as { id: number; readOnly?: boolean };
  return <ClassifierDialog key={id} template id={id} readOnly={readOnly === true} close={close} />;
}
