import { graphql } from '../../../gql';

export const deviceRisksQuery = graphql(`
  query deviceRisks(
    $skip: Int
    $take: Int
    $where: DeviceRiskFilterInput
    $order: [DeviceRiskSortInput!]
    $tenantId: Int
  ) {
    deviceRisks(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        deviceId
        deviceName
        deviceNickName
        deviceIsOnline
        deviceLastActivity
        licenseStatus
        riskInUSD
        encryptedRiskInUSD
        residualRiskInUSD
        sensitiveRiskInUSD
        encryptedSensitiveRiskInUSD
        residualSensitiveRiskInUSD
        nonSensitiveRiskInUSD
        encryptedNonSensitiveRiskInUSD
        residualNonSensitiveRiskInUSD
        riskValuation
        filesCount
        sensitiveFilesCount
        nonSensitiveFilesCount
        outboundFilesCount
        outboundSensitiveFilesCount
        regulations {
          id
          name
        }
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);
