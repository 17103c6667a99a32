import { graphql } from '../../../gql';

/**
 * The figures of a regulation's or a policy's row. DataRiskAmounts is an interface: the Apollo
 * cache matches this fragment through possibleTypes (graphql/apollo-client.ts).
 */
export const dataRiskAmountsFragment = graphql(`
  fragment DataRiskAmountsFields on DataRiskAmounts {
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
`);

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
        ...DataRiskAmountsFields
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
        ...DataRiskAmountsFields
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);
