import { graphql } from '../../../gql';

export const regulationsDataRisksQuery = graphql(`
  query regulationsDataRisks(
    $skip: Int
    $take: Int
    $where: DataRiskByRegulationFilterInput
    $order: [DataRiskByRegulationSortInput!]
    $request: RegulationsDataRisksRequestInput
    $tenantId: Int
  ) {
    regulationsDataRisks(
      skip: $skip
      take: $take
      where: $where
      order: $order
      request: $request
      tenantId: $tenantId
    ) {
      items {
        regulationId
        regulationName
        regulationDescription
        regions
        riskInUSD
        encryptedRiskInUSD
        residualRiskInUSD
        filesCount
        filesEntriesCount
        sensitiveRiskInUSD
        encryptedSensitiveRiskInUSD
        residualSensitiveRiskInUSD
        sensitiveFilesCount
        sensitiveFilesEntriesCount
        nonSensitiveRiskInUSD
        encryptedNonSensitiveRiskInUSD
        residualNonSensitiveRiskInUSD
        nonSensitiveFilesCount
        nonSensitiveFilesEntriesCount
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const policiesDataRisksByRegulationQuery = graphql(`
  query policiesDataRisksByRegulation(
    $skip: Int
    $take: Int
    $where: DataRiskByPolicyFilterInput
    $order: [DataRiskByPolicySortInput!]
    $request: PoliciesDataRisksByRegulationRequestInput!
    $tenantId: Int
  ) {
    policiesDataRisksByRegulation(
      skip: $skip
      take: $take
      where: $where
      order: $order
      request: $request
      tenantId: $tenantId
    ) {
      items {
        policyId
        policyName
        policyCountries
        policyIsEncrypted
        riskInUSD
        encryptedRiskInUSD
        residualRiskInUSD
        filesCount
        filesEntriesCount
        sensitiveRiskInUSD
        encryptedSensitiveRiskInUSD
        residualSensitiveRiskInUSD
        sensitiveFilesCount
        sensitiveFilesEntriesCount
        nonSensitiveRiskInUSD
        encryptedNonSensitiveRiskInUSD
        residualNonSensitiveRiskInUSD
        nonSensitiveFilesCount
        nonSensitiveFilesEntriesCount
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);
