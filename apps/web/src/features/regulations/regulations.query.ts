import { graphql } from '../../gql';

/** The library's regulations (back office list, customer selection, edit dialog). */
export const regulationsListQuery = graphql(`
  query regulationsList(
    $skip: Int
    $take: Int
    $where: RegulationFilterInput
    $order: [RegulationSortInput!]
    $tenantId: Int
  ) {
    regulations(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        id
        name
        sortNumber
        description
        region
        image
        setByDefault
        canBeSetForCountries
        availableCountries {
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

export const customerRegulationSelectionQuery = graphql(`
  query customerRegulationSelection($tenantId: Int) {
    customerRegulations(tenantId: $tenantId) {
      id
      name
      canBeSetForCountries
      countries {
        id
        name
      }
    }
  }
`);

export const updateCustomerRegulationsMutation = graphql(`
  mutation updateCustomerRegulations($request: UpdateCustomerRegulationsRequestInput!, $tenantId: Int) {
    updateCustomerRegulations(request: $request, tenantId: $tenantId) {
      id
      name
      canBeSetForCountries
      countries {
        id
        name
      }
    }
  }
`);

export const createRegulationMutation = graphql(`
  mutation createRegulation($request: CreateRegulationRequestInput!) {
    createRegulation(request: $request) {
      id
    }
  }
`);

export const updateRegulationMutation = graphql(`
  mutation updateRegulation($request: UpdateRegulationRequestInput!) {
    updateRegulation(request: $request) {
      id
    }
  }
`);

export const deleteRegulationsMutation = graphql(`
  mutation deleteRegulations($ids: [Int!]!) {
    deleteRegulations(ids: $ids)
  }
`);

export const regulationCountriesQuery = graphql(`
  query regulationCountryOptions {
    classifierCountries {
      code
      name
    }
  }
`);
