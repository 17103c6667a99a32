import type { UpdatePartnerRequestInput } from '../../gql/graphql';

/** What the Partner settings page can change (spec part 2 §2.3, §5). */
export interface PartnerSettingsValues {
  name: string;
  countryId: string;
  phone: string;
  twoStepVerification: boolean;
  licenseCountExceededMessage: string;
  canSignUpNewPartners: boolean;
  hubspotId: string;
  /** A data URL, or null for the default logo. */
  logo: string | null;
}

export interface PartnerSettingsSource {
  name: string;
  country: { id: string };
  phone: string | null;
  twoStepVerification: boolean;
  licenseCountExceededMessage: string;
  defaultLicenseCountExceededMessage: string;
  canSignUpNewPartners: boolean;
  hubspotId: string | null;
  partnerLogo: string | null;
}

export function partnerValuesOf(p: PartnerSettingsSource): PartnerSettingsValues {
  return {
    name: p.name,
    countryId: p.country.id,
    phone: p.phone ?? '',
    twoStepVerification: p.twoStepVerification,
    // The default message is shown as the field's placeholder, so an unchanged default reads empty.
    licenseCountExceededMessage:
      p.licenseCountExceededMessage === p.defaultLicenseCountExceededMessage
        ? ''
        : p.licenseCountExceededMessage,
    canSignUpNewPartners: p.canSignUpNewPartners,
    hubspotId: p.hubspotId ?? '',
    logo: p.partnerLogo,
  };
}

/**
 * updatePartner2's request: what differs from the saved settings, text trimmed. The sign-up right
 * and the HubSpot ID are sent by SysAdmin only (the server refuses them from anyone else).
 */
export function partnerUpdateRequest(
  id: number,
  saved: PartnerSettingsValues,
  values: PartnerSettingsValues,
  sysAdmin: boolean,
): UpdatePartnerRequestInput {
  const request: UpdatePartnerRequestInput = { id };
  const changed = (field: 'name' | 'countryId' | 'phone' | 'licenseCountExceededMessage' | 'hubspotId') =>
    values[field].trim() !== saved[field].trim();
  if (changed('name')) request.name = values.name.trim();
  if (changed('countryId')) request.country = { id: values.countryId };
  if (changed('phone')) request.phone = values.phone.trim();
  if (changed('licenseCountExceededMessage'))
    request.licenseCountExceededMessage = values.licenseCountExceededMessage.trim();
  if (values.twoStepVerification !== saved.twoStepVerification)
    request.twoStepVerification = values.twoStepVerification;
  if (values.logo !== saved.logo) request.logo = values.logo;
  if (sysAdmin) {
    if (values.canSignUpNewPartners !== saved.canSignUpNewPartners)
      request.canSignUpNewPartners = values.canSignUpNewPartners;
    if (changed('hubspotId')) request.hubspotId = values.hubspotId.trim();
  }
  return request;
}

export function partnerSettingsDirty(
  saved: PartnerSettingsValues,
  values: PartnerSettingsValues,
  sysAdmin: boolean,
): boolean {
  return Object.keys(partnerUpdateRequest(0, saved, values, sysAdmin)).length > 1;
}
