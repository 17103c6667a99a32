import { graphql } from '../../gql';

export const popupTemplateQuery = graphql(`
  query popupTemplate($templateType: PopupType!) {
    popupTemplate(templateType: $templateType) {
      popupType
      title
      description
      status
    }
  }
`);

export const updatePopupTemplateMutation = graphql(`
  mutation updatePopupTemplate(
    $popupType: PopupType!
    $title: String!
    $description: String!
    $status: PopupTemplateStatus!
    $resetDontShowAgain: Boolean
  ) {
    updatePopupTemplate(
      popupType: $popupType
      title: $title
      description: $description
      status: $status
      resetDontShowAgain: $resetDontShowAgain
    ) {
      popupType
      title
      description
      status
    }
  }
`);

/** Payment Alert → partners list: the tenants and their launched payment popups. */
export const tenantPopupsQuery = graphql(`
  query tenantPopupsList(
    $skip: Int
    $take: Int
    $where: TenantPopupItemFilterInput
    $order: [TenantPopupItemSortInput!]
  ) {
    popups(skip: $skip, take: $take, where: $where, order: $order) {
      items {
        id
        name
        tenantType
        superiorPartner
        paymentWarningStartDate
        blockStartDate
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const launchTenantPopupMutation = graphql(`
  mutation launchTenantPopup($tenantId: Int!, $popupType: PopupType!, $startDate: DateTime!) {
    launchTenantPopup(tenantId: $tenantId, popupType: $popupType, startDate: $startDate)
  }
`);

export const stopTenantPopupMutation = graphql(`
  mutation stopTenantPopup($tenantId: Int!, $popupType: PopupType!) {
    stopTenantPopup(tenantId: $tenantId, popupType: $popupType)
  }
`);

/** The popup the signed-in user must see now. */
export const userPopupQuery = graphql(`
  query userPopup {
    userPopup {
      popupType
      title
      description
      startDate
      canBePostponed
    }
  }
`);

export const remindPopupLaterMutation = graphql(`
  mutation remindPopupLater($popupType: PopupType!) {
    remindPopupLater(popupType: $popupType)
  }
`);

export const dontShowPopupAgainMutation = graphql(`
  mutation dontShowPopupAgain($popupType: PopupType!) {
    dontShowPopupAgain(popupType: $popupType)
  }
`);

export const confirmPopupMutation = graphql(`
  mutation confirmPopup($popupType: PopupType!) {
    confirmPopup(popupType: $popupType)
  }
`);
