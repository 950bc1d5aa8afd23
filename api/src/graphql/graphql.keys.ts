import {BindingKey} from '@loopback/core';
import type {UploadQuota} from './upload-quota';

export namespace GraphqlBindings {
  /** The bytes each caller may upload to /graphql (in flight and per hour). */
  export const UPLOAD_QUOTA = BindingKey.create<UploadQuota>('graphql.uploadQuota');
}
