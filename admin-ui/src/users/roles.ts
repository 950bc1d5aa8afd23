/** The account roles (server.md section 1) with the names the console shows. */
export const ROLE_CHOICES = [
  {id: 'superadmin', name: 'Super admin'},
  {id: 'admin', name: 'Admin'},
  {id: 'madmin', name: 'Manufacturer admin'},
  {id: 'manufacturer', name: 'Manufacturer'},
  {id: 'mstaff', name: 'Manufacturer staff'},
  {id: 'supplier', name: 'Supplier'},
  {id: 'mdistributor', name: 'Distributor'},
  {id: 'distributor_staff', name: 'Distributor staff'},
];

export function roleLabel(role: string): string {
  return ROLE_CHOICES.find(c => c.id === role)?.name ?? role;
}
