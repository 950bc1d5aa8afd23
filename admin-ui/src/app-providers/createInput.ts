import type {MutationCreateAppProviderArgs} from '@voltcheck/api-client';

/** What the create form sends: no empty contact email; a disabled provider never starts with the photo rule on. */
export const toCreateInput = ({
  name,
  contactEmail,
  enabled,
  mandatorySerialPhoto,
}: MutationCreateAppProviderArgs): MutationCreateAppProviderArgs => ({
  name: name.trim(),
  ...(contactEmail?.trim() ? {contactEmail: contactEmail.trim()} : {}),
  enabled: !!enabled,
  mandatorySerialPhoto: !!enabled && !!mandatorySerialPhoto,
});
