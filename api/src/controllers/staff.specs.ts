import {SchemaObject} from '@loopback/rest';

const PERMISSION_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {id: {type: 'integer'}, name: {type: 'string'}, checked: {type: 'boolean'}},
};
const MAPPING_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    manufacturerId: {type: 'integer'},
    displayName: {type: 'string'},
    isManufacturerAttached: {type: 'boolean'},
    permissions: {type: 'array', items: PERMISSION_SCHEMA},
  },
};

export const STAFF_MEMBER_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'StaffMember',
  description:
    'The Staff entity of document 001 section 3. profilePhoto is the path of GET /api/profile/photo/{userId} (null without ' +
    'a photo). permissions: a manufacturer’s staff member; manufacturerMapping: every manufacturer linked to a distributor.',
  properties: {
    staffId: {type: 'integer'},
    userId: {type: 'integer'},
    firstName: {type: 'string'},
    lastName: {type: 'string'},
    fullName: {type: 'string'},
    email: {type: 'string'},
    phoneNumber: {type: 'string', nullable: true},
    designation: {type: 'string', nullable: true},
    profilePhoto: {type: 'string', nullable: true},
    isActive: {type: 'boolean'},
    emailConfirmed: {type: 'boolean'},
    userName: {type: 'string'},
    lockoutEnd: {type: 'string', nullable: true},
    lockoutEnabled: {type: 'boolean'},
    manufacturerId: {type: 'integer', nullable: true},
    distributorId: {type: 'integer', nullable: true},
    displayName: {type: 'string', nullable: true},
    permissions: {type: 'array', items: PERMISSION_SCHEMA},
    manufacturerMapping: {type: 'array', items: MAPPING_SCHEMA},
  },
};

const text = (maxLength = 200): SchemaObject => ({type: 'string', maxLength});

/** The text fields of the add form (multipart). */
export const STAFF_FORM_FIELDS: Record<string, SchemaObject> = {
  UserName: text(),
  FirstName: text(),
  LastName: text(),
  Email: text(254),
  PhoneNumber: text(20),
  Designation: text(),
  ManufacturerId: {type: 'integer'},
  DistributorId: {type: 'integer'},
  SerializedPermissions: text(2000),
  SerializedManufacturerMapping: text(20000),
};

export const STAFF_FORM_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'StaffEdit',
  properties: {
    StaffId: {type: 'integer'},
    FirstName: text(),
    LastName: text(),
    Email: text(254),
    PhoneNumber: text(20),
    Designation: text(),
    Permissions: {type: 'array', items: PERMISSION_SCHEMA},
    ManufacturerMapping: {type: 'array', items: MAPPING_SCHEMA},
  },
  example: {
    StaffId: 42,
    FirstName: 'Sam',
    LastName: 'Staff',
    Email: 'sam@demo-energy.example',
    PhoneNumber: '0412345679',
    Designation: 'Warehouse lead',
    Permissions: [
      {id: 1, checked: true},
      {id: 2, checked: true},
    ],
  },
};
