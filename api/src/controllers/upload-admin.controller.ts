import {access, Access} from '../auth/access';
import {inject} from '@loopback/core';
import {api, post, requestBody, SchemaObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {Caller} from '../services/kernel/caller';
import {DELETE_REASONS, UPLOAD_ADMIN_MESSAGES, UploadAdminService} from '../services/uploads';
import {ok, refused, UNAUTHORIZED} from './specs';
import {UploadBindings} from '../services/uploads/uploads.keys';

const DELETE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'DeleteUpload',
  required: ['UploadId'],
  properties: {
    UploadId: {type: 'integer'},
    Reason: {
      type: 'string',
      maxLength: 600,
      description: `One of: ${DELETE_REASONS.join(' | ')}. With 'Other', give CustomReason (or send the custom text itself as Reason).`,
    },
    CustomReason: {type: 'string', maxLength: 500},
  },
  example: {UploadId: 12, Reason: DELETE_REASONS[4]},
};
const RESTORE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'RestoreUpload',
  required: ['UploadId'],
  properties: {UploadId: {type: 'integer'}},
  example: {UploadId: 12},
};

/**
 * Delete and restore of an upload (document 001 sections 4, 5 and 7; the paths are not shown
 * there and are chosen here). Administrators only; both are written to the audit log.
 */
@api({basePath: '/api'})
export class UploadAdminController {
  constructor(
    @inject(UploadBindings.ADMIN_SERVICE) private readonly uploads: UploadAdminService,
    @inject(SecurityBindings.USER) private readonly caller: Caller,
  ) {}

  @access(Access.admin())
  @post('/upload/delete', {
    tags: ['upload'],
    summary: 'Delete an upload (administrators): withdraws its not-installed serials; installed ones stay (Undeleted)',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok('Deleted', {
        status: true,
        message: UPLOAD_ADMIN_MESSAGES.deleted,
        uploadId: 12,
        deleted: 98,
        undeleted: 2,
      }),
      '400': refused(
        'No reason, no custom text for Other, or every record of the upload failed',
        {
          reason: [UPLOAD_ADMIN_MESSAGES.reasonRequired, 'Reason'],
          custom: [UPLOAD_ADMIN_MESSAGES.customReasonRequired, 'Reason'],
          allFailed: [UPLOAD_ADMIN_MESSAGES.allFailed],
        },
        400,
      ),
      '401': UNAUTHORIZED,
      '403': {description: 'Not an administrator'},
      '404': {description: 'No such upload'},
      '409': refused('Already deleted', {deleted: [UPLOAD_ADMIN_MESSAGES.alreadyDeleted]}, 409),
    },
  })
  async delete(
    @requestBody({required: true, content: {'application/json': {schema: DELETE_SCHEMA}}})
    body: {
      UploadId: number;
      Reason?: string;
      CustomReason?: string;
    },
  ) {
    return this.uploads.delete(this.caller, body.UploadId, body.Reason, body.CustomReason);
  }

  @access(Access.admin())
  @post('/upload/restore', {
    tags: ['upload'],
    summary:
      'Restore a deleted upload (administrators): a NEW upload with restoredFrom set re-activates the serials not uploaded again since',
    description: 'The deleted upload stays Deleted. The answer names the new upload. An upload can be restored once.',
    security: [{bearerAuth: []}],
    responses: {
      '200': ok('Restored', {
        status: true,
        message: UPLOAD_ADMIN_MESSAGES.restored,
        uploadId: 13,
        batchId: '…',
        restoredFrom: 12,
        restored: 98,
      }),
      '400': refused(
        'Not deleted, or every record failed',
        {notDeleted: [UPLOAD_ADMIN_MESSAGES.notDeleted], allFailed: [UPLOAD_ADMIN_MESSAGES.allFailed]},
        400,
      ),
      '401': UNAUTHORIZED,
      '403': {description: 'Not an administrator'},
      '404': {description: 'No such upload'},
      '409': refused('Already restored', {restored: [UPLOAD_ADMIN_MESSAGES.alreadyRestored]}, 409),
    },
  })
  async restore(
    @requestBody({required: true, content: {'application/json': {schema: RESTORE_SCHEMA}}}) body: {UploadId: number},
  ) {
    return this.uploads.restore(this.caller, body.UploadId);
  }
}
