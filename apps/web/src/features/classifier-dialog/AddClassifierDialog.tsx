import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { useDialog } from '../../shell/dialogs/use-dialog';
import { ClassifierDialog } from './ClassifierDialog';

/**
 * dialogType addClassifier. Created from the Actions step, the classifier reopens as
 * editClassifier on that step: the title says so, and a reload keeps the dialog.
 */
export default function AddClassifierDialog({ close }: DialogBodyProps) {
  const { openDialog } = useDialog();
  return (
    <ClassifierDialog
      template={false}
      id={null}
      close={close}
      onCreatedOnActions={(id) => openDialog('editClassifier', { id, step: 'actions' })}
    />
  );
}
