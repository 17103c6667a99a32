import { Link as RouterLink, useLocation } from 'react-router';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { adminRoutes } from '../../routes/partner-admin-routes';

/** The two pages of Payment Alert, one link each. */
export function PaymentAlertSwitch() {
  const { pathname } = useLocation();
  const list = pathname.endsWith(adminRoutes.paymentAlertTenants.path);
  return (
    <ToggleButtonGroup
      size="small"
      value={list ? 'list' : 'configs'}
      exclusive
      aria-label="Payment Alert pages"
    >
      <ToggleButton value="configs" component={RouterLink} to={adminRoutes.paymentAlertConfigs.href()}>
        Configs
      </ToggleButton>
      <ToggleButton value="list" component={RouterLink} to={adminRoutes.paymentAlertTenants.href()}>
        Partners List
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
