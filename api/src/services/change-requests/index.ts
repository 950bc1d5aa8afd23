export * from './change-request.service';
export * from './change-request.repository';
export * from './change-requests.component';
export * from './change-requests.keys';
export * from './supplier-approval.service';
