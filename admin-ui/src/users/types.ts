/** A `User` record of the API's GraphQL schema. */
export interface UserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  role: string;
  manufacturerId: string | null;
  distributorId: string | null;
  companyName: string | null;
  isActive: boolean;
  emailConfirmed: boolean;
  lockoutEnd: string | null;
  locked: boolean;
  failedLogins: number;
  createdAt: string;
}
