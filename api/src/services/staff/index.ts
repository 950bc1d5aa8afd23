export * from './my-account.service';
export * from './my-account.store';
export * from './profile-image';
export * from './staff-input';
export * from './staff-member';
export * from './staff.service';
export * from './staff.store';
