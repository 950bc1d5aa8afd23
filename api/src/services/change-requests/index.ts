export * from './change-request.service';
export * from './change-request.store';
export * from './supplier-approval.service';
