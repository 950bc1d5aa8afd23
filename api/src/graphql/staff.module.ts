import {Access, STAFF_MANAGER_ROLES, STAFF_ROLES} from '../auth/access';
import {ProfileUpdate, StaffBindings, StaffForm} from '../services/staff';
import {PERMISSION} from '../services/kernel/tenancy';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {GraphqlModule} from './schema';

const STAFF_ACCESS = Access.roles(STAFF_ROLES, PERMISSION.manageStaff);
const MANAGER_ACCESS = Access.roles(STAFF_MANAGER_ROLES, PERMISSION.manageStaff);
const id = (value: string | null | undefined) => (value === null || value === undefined ? undefined : Number(value));

interface StaffInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
  designation?: string | null;
  permissions?: number[] | null;
  manufacturerMapping?: Array<{manufacturerId: string; isManufacturerAttached: boolean; permissions: number[]}> | null;
}

function formOf(input: StaffInput): StaffForm {
  return {
    FirstName: input.firstName,
    LastName: input.lastName,
    Email: input.email,
    PhoneNumber: input.phoneNumber ?? undefined,
    Designation: input.designation ?? undefined,
    Permissions: input.permissions ?? undefined,
    ManufacturerMapping: input.manufacturerMapping?.map(m => ({...m, manufacturerId: Number(m.manufacturerId)})),
  };
}

/** Staff members (document 001, Staff; document 002 section 2.5) and My Account's profile fields. */
export const staffModule: GraphqlModule = {
  typeDefs: `
    "A staff permission of document 001: 1 Read, 2 Upload, 3 Approve Supplier, 4 Download, 5 Manage Profile, 6 Manage Staff."
    type StaffPermission {
      id: Int!
      name: String!
      checked: Boolean!
    }

    "One manufacturer linked to a distributor, attached to its staff member or not, with the permissions for it."
    type StaffManufacturerMapping {
      manufacturerId: ID!
      displayName: String!
      isManufacturerAttached: Boolean!
      permissions: [StaffPermission!]!
    }

    "A staff member (mstaff of a manufacturer, or distributor_staff of a distributor)."
    type StaffMember {
      staffId: ID!
      userId: ID!
      firstName: String!
      lastName: String!
      fullName: String!
      email: String!
      phoneNumber: String
      designation: String
      "The path of GET /api/profile/photo/{userId}, null without a photo."
      profilePhoto: String
      isActive: Boolean!
      "False until the emailed activation link has set the password."
      emailConfirmed: Boolean!
      userName: String!
      lockoutEnd: String
      lockoutEnabled: Boolean!
      manufacturerId: ID
      distributorId: ID
      displayName: String
      permissions: [StaffPermission!]!
      manufacturerMapping: [StaffManufacturerMapping!]!
    }

    input StaffManufacturerMappingInput {
      manufacturerId: ID!
      isManufacturerAttached: Boolean!
      "Permission ids checked for this manufacturer."
      permissions: [Int!]!
    }

    input StaffInput {
      firstName: String!
      lastName: String!
      email: String!
      phoneNumber: String
      designation: String
      "A manufacturer's staff member: the permission ids checked."
      permissions: [Int!]
      "A distributor's staff member: its manufacturer mapping."
      manufacturerMapping: [StaffManufacturerMappingInput!]
    }

    input ProfileInput {
      firstName: String!
      lastName: String!
      mobile: String
      "1 Daily … 6 Annually; ignored for staff."
      uploadFrequency: Int
    }

    extend type Query {
      "The caller's company's staff; administrators name manufacturerId or distributorId."
      staffMembers(manufacturerId: ID, distributorId: ID): [StaffMember!]!
      staffMember(id: ID!): StaffMember
    }

    extend type Mutation {
      updateStaff(id: ID!, input: StaffInput!): StaffMember
      "The staff member can no longer sign in; answers its message."
      deleteStaff(id: ID!): String!
      "Administrators: sets a staff member's password. Answers 'Account Reset succesfully'."
      resetStaffPassword(userId: ID!, password: String!, confirmPassword: String!): String!
      "My Account: names, mobile, upload frequency. Staff need Manage Profile."
      updateMyProfile(input: ProfileInput!): String!
    }
  `,
  access: {
    Query: {staffMembers: STAFF_ACCESS, staffMember: STAFF_ACCESS},
    Mutation: {
      updateStaff: MANAGER_ACCESS,
      deleteStaff: MANAGER_ACCESS,
      resetStaffPassword: Access.admin('settings'),
      updateMyProfile: Access.signedIn(PERMISSION.manageProfile),
    },
  },
  resolvers: {
    Query: {
      staffMembers: (_: unknown, args: {manufacturerId?: string; distributorId?: string}, ctx: GraphqlContext) =>
        ctx.get(StaffBindings.STAFF_SERVICE).list(requireCaller(ctx), {
          manufacturerId: id(args.manufacturerId),
          distributorId: id(args.distributorId),
        }),
      staffMember: (_: unknown, args: {id: string}, ctx: GraphqlContext) =>
        ctx.get(StaffBindings.STAFF_SERVICE).get(requireCaller(ctx), Number(args.id)),
    },
    Mutation: {
      updateStaff: (_: unknown, args: {id: string; input: StaffInput}, ctx: GraphqlContext) =>
        ctx.get(StaffBindings.STAFF_SERVICE).edit(requireCaller(ctx), Number(args.id), formOf(args.input)),
      deleteStaff: (_: unknown, args: {id: string}, ctx: GraphqlContext) =>
        ctx.get(StaffBindings.STAFF_SERVICE).remove(requireCaller(ctx), Number(args.id)),
      resetStaffPassword: (
        _: unknown,
        args: {userId: string; password: string; confirmPassword: string},
        ctx: GraphqlContext,
      ) =>
        ctx.get(StaffBindings.STAFF_SERVICE).resetPassword(requireCaller(ctx), {
          UserId: args.userId,
          Password: args.password,
          ConfirmPassword: args.confirmPassword,
        }),
      updateMyProfile: (
        _: unknown,
        {input}: {input: {firstName: string; lastName: string; mobile?: string; uploadFrequency?: number}},
        ctx: GraphqlContext,
      ) => {
        const update: ProfileUpdate = {
          FirstName: input.firstName,
          LastName: input.lastName,
          Mobile: input.mobile,
          UploadFrequency: input.uploadFrequency,
        };
        return ctx.get(StaffBindings.MY_ACCOUNT_SERVICE).update(requireCaller(ctx), update);
      },
    },
  },
};
