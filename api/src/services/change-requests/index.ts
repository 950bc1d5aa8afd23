export * from './change-request.service';
export * from './change-request.repository';
export * from './change-requests.component';
export * from './change-requests.keys';
export * from './supplier-approval.service';
export * from './change-request-review.service';
export * from './supplier-link-request.repository';
export * from './supplier-link-request.service';
