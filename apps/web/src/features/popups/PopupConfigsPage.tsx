import type { AreaInfo } from '../../components/AreaPlaceholder';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { PopupTemplateEditor } from './PopupTemplateEditor';

/** Popup Configs (back office): the main popup every customer and partner user sees after signing in. */
export default function PopupConfigsPage({ info }: { info: AreaInfo }) {
  return (
    <PageContainer>
      <PageHeader title="Popup Configs" description={info.summary} />
      <PopupTemplateEditor popupType="MAIN" heading="Main popup" />
    </PageContainer>
  );
}
