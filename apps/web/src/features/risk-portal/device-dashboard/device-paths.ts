/** The Device Risk page: where the dashboard's Back button leads when there is no earlier page. */
export function deviceRiskPath(basePath: string): string {
  return `${basePath}/customer/risk-portal/risks`;
}

/** The data explorer pages of one device, below the customer area of the tenant acted for. */
export function deviceExplorerLinks(basePath: string, deviceId: number) {
  const explorer = `${basePath}/customer/data-explorer`;
  const query = `?deviceId=${deviceId}`;
  return [
    { label: 'Discovered Data', to: `${explorer}/discovered-data${query}` },
    { label: 'Activity Log', to: `${explorer}/activity-log${query}` },
    { label: 'Folder Risk Explorer', to: `${explorer}/folders${query}` },
  ] as const;
}
