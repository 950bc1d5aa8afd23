import {Component, createBindingFromClass} from '@loopback/core';
import {GraphqlBindings} from './graphql.keys';
import {UploadQuota} from './upload-quota';

/** What /graphql checks before a request's body is read; its resolvers take the features' services by key. */
export class GraphqlComponent implements Component {
  bindings = [createBindingFromClass(UploadQuota, {key: GraphqlBindings.UPLOAD_QUOTA})];
}
