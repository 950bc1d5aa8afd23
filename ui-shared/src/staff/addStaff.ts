import {rest, type UploadFields} from '@voltcheck/api-client';

/** The multipart form of POST /api/staff/add: MyFile, the fields, SerializedPermissions or SerializedManufacturerMapping. */
export type NewStaffForm = UploadFields<'/api/staff/add'>;

export function addStaff(form: NewStaffForm) {
  return rest.upload('/api/staff/add', form);
}
