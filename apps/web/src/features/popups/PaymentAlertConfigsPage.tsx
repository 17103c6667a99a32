import { Box } from '@mui/material';
import { POPUP_TYPE_LABELS } from '@vigil/contracts';
import type { AreaInfo } from '../../components/AreaPlaceholder';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { PaymentAlertSwitch } from './PaymentAlertSwitch';
import { PopupTemplateEditor } from './PopupTemplateEditor';

/** Payment Alert → configs (back office): the payment warning and the OffBoarding (block) popups. */
export default function PaymentAlertConfigsPage({ info }: { info: AreaInfo }) {
  return (
    <PageContainer>
      <PageHeader title="Payment Alert" description={info.summary} actions={<PaymentAlertSwitch />} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <PopupTemplateEditor popupType="PAYMENT_WARNING" heading={POPUP_TYPE_LABELS.PAYMENT_WARNING} />
        <PopupTemplateEditor
          popupType="BLOCK_BECAUSE_OF_PAYMENT"
          heading={POPUP_TYPE_LABELS.BLOCK_BECAUSE_OF_PAYMENT}
        />
      </Box>
    </PageContainer>
  );
}
