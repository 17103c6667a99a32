/**
 * The risk portal's queries, with the fields its screens show (spec part 1 §2 "Risk portal", §7).
 * An operation the server does not have yet fails validation, which the benchmark reports as that
 * query's error.
 */

export const riskOverview = `query riskOverview($startPeriod: DateTime!, $finishPeriod: DateTime!, $tenantId: Int) {
  riskOverview(startPeriod: $startPeriod, finishPeriod: $finishPeriod, tenantId: $tenantId) {
    dataRiskTotals { total reduction residual }
    dataRiskHistory { day total reduction residual }
  }
}`;

export const childTenants = `query childTenants($skip: Int, $take: Int, $tenantId: Int) {
  childTenants(skip: $skip, take: $take, tenantId: $tenantId) {
    items {
      id name isPartner partnerId tenantType devicesCount
      entriesCost encryptedEntriesCost residualEntriesCost encryptionPercent
    }
    totalCount
    pageInfo { hasNextPage }
  }
}`;

export const regulationsDataRisks = `query regulationsDataRisks($request: RegulationsDataRisksRequestInput, $tenantId: Int) {
  regulationsDataRisks(request: $request, tenantId: $tenantId) {
    items {
      regulationId regulationName regulationDescription regions
      riskInUSD encryptedRiskInUSD residualRiskInUSD filesCount filesEntriesCount
    }
    totalCount
  }
}`;

export const policiesDataRisksByRegulation = `query policiesDataRisksByRegulation(
  $request: PoliciesDataRisksByRegulationRequestInput!, $tenantId: Int
) {
  policiesDataRisksByRegulation(request: $request, tenantId: $tenantId) {
    items {
      policyId policyName tenantId policyIsEncrypted
      riskInUSD encryptedRiskInUSD residualRiskInUSD filesCount filesEntriesCount
    }
    totalCount
  }
}`;

export const policies = `query policies($skip: Int, $take: Int, $tenantId: Int) {
  policies(skip: $skip, take: $take, tenantId: $tenantId) {
    items {
      policyId policyName tenantId policyCountries isEncrypted
      riskInUSD encryptedRiskInUSD residualRiskInUSD filesCount filesEntriesCount
    }
    totalCount
    pageInfo { hasNextPage }
  }
}`;

export const deviceRisks = `query deviceRisks($skip: Int, $take: Int, $tenantId: Int) {
  deviceRisks(skip: $skip, take: $take, tenantId: $tenantId) {
    items {
      deviceId deviceName deviceNickName tenantId
      riskInUSD encryptedRiskInUSD residualRiskInUSD sensitiveRiskInUSD
      deviceIsOnline deviceLastActivity regulations { id name }
      outboundFilesCount filesCount licenseStatus
    }
    totalCount
    pageInfo { hasNextPage }
  }
}`;

/** The device dashboard's Local Sensitive Files by classifier. */
export const deviceRisksByClassifiers = `query deviceRisksByClassifiers($deviceId: Int!, $take: Int, $tenantId: Int) {
  deviceRisksByClassifiers(
    take: $take
    where: { deviceId: { eq: $deviceId }, classifierSensitiveType: { eq: "SENSITIVE" } }
    order: [{ sensitiveRiskInUSD: DESC }]
    tenantId: $tenantId
  ) {
    items {
      classifierId classifierName countries regulations { id name }
      filesCount entriesCount sensitiveRiskInUSD encryptedSensitiveRiskInUSD
    }
    totalCount
  }
}`;

export const applicationsRisk = `query applicationsRisk(
  $request: ApplicationsRiskRequestInput!, $where: ApplicationRiskFilterInput, $tenantId: Int
) {
  applicationsRisk(request: $request, where: $where, tenantId: $tenantId) {
    items {
      processId processCaption webApp isLlmApp
      filesCountIncoming filesCountOutgoing residualEntriesCostOutgoing dataUploadPermission
      policies { id name caption entriesCount entriesEncryptedCount }
      devices { id name nickName }
    }
    totalCount
  }
}`;

export const device = `query device($request: DeviceRequestInput!, $tenantId: Int) {
  device(request: $request, tenantId: $tenantId) {
    id name nickName customerId customerName agentVersion systemUserName licenseStatus
    isActive isOnline lastActivity storageTotalBytes storageUsedBytes
    isDiscoveryEnabled isStatisticEnabled isEncryptionDisabled
    sensitiveRiskInUSD encryptedSensitiveRiskInUSD casesCount existingFileCount
  }
}`;
