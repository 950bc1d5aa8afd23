/** The staff permission list of document 001 section 3 (Id: name), as the server numbers them. */
export const PERMISSIONS = [
  {id: 1, name: 'Read'},
  {id: 2, name: 'Upload'},
  {id: 3, name: 'Approve Supplier'},
  {id: 4, name: 'Download'},
  {id: 5, name: 'Manage Profile'},
  {id: 6, name: 'Manage Staff'},
] as const;
