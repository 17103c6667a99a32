import { useQuery } from '@apollo/client/react';
import { fipsTabVisible } from '@vigil/contracts';
import { customerInfoQuery } from './customer-info.query';

/** getCustomerInfo of the customer acted for; null while not in a customer's area. */
export function useCustomerInfo(customerId: number | null) {
  const { data } = useQuery(customerInfoQuery, {
    variables: { id: customerId ?? 0, tenantId: customerId },
    skip: customerId === null,
  });
  return customerId === null ? null : (data?.customer2 ?? null);
}

/** FIPS Status shows only when the customer's FIPS request status allows it (spec part 2 §2.4). */
export function fipsStatusAllowed(customer: { fipsrequestStatus: number } | null): boolean {
  return fipsTabVisible(customer?.fipsrequestStatus);
}
