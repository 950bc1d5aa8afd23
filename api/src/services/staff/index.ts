export * from './my-account.service';
export * from './profile-image';
export * from './staff-input';
export * from './staff-member';
export * from './staff.component';
export * from './staff.keys';
export * from './staff.service';
export * from './staff.repository';
