import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { ClassifierDialog } from './ClassifierDialog';
import { STEP_LABELS, type StepKey } from './form-helpers';

const isStepKey = (value: unknown): value is StepKey =>
  typeof value === 'string' && Object.hasOwn(STEP_LABELS, value);

/** dialogType editClassifier, data {id, readOnly?, step?}. */
export default function EditClassifierDialog({ data, close }: DialogBodyProps) {
  const { id, readOnly, step } = data as { id: number; readOnly?: boolean; step?: unknown };
  return (
    <ClassifierDialog
      key={id}
      template={false}
      id={id}
      readOnly={readOnly === true}
      initialStep={isStepKey(step) ? step : undefined}
      close={close}
    />
  );
}
