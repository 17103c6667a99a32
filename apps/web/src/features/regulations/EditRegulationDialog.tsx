import type { DialogBodyProps } from '../../shell/dialogs/dialog-registry';
import { RegulationDialog } from './RegulationDialog';

/** dialogType editRegulation, data {id}. */
export default function EditRegulationDialog({ data, close }: DialogBodyProps) {
  const { id } = data as { id: number };
  return <RegulationDialog key={id} id={id} close={close} />;
}
