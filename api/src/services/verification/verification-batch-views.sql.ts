import type {QueryConfig} from 'pg';
import type {AppProvider, Installation, VerificationBatch} from '../../models';

/** The verification batches as administrators read them: a provider's newest, one batch's detail, its exchange. */

/** One batch of a provider as administrators list them. */
export type ProviderBatch = Required<
  Pick<VerificationBatch, 'requestId' | 'requestType' | 'isTest' | 'installationId' | 'createdOn'>
> & {batchId: VerificationBatch['id']};

/** The installation a batch recorded, as its detail shows it. */
export type BatchInstallation = Required<
  Pick<Installation, 'installationDate' | 'city' | 'state' | 'postCode' | 'retailerName' | 'latitude' | 'longitude'>
> & {
  productInstallationId: Installation['id'];
  installerAccreditationCode: Installation['installerAccCode'];
  ratedPower: Installation['ratedPowerW'];
};

/** One batch's exchange as administrators see it (its items are its logs). */
export type BatchDetail = Required<
  Pick<
    VerificationBatch,
    'requestId' | 'requestType' | 'requestFormat' | 'responseFormat' | 'signature' | 'createdOn' | 'isTest'
  >
> & {batchId: VerificationBatch['id']; appProviderName: AppProvider['name']; installation: BatchInstallation | null};

/** A batch's raw request or signed response as kept, with its wire format. */
export const exchangeStatement = (batchId: string, part: 'request' | 'response'): QueryConfig => ({
  text:
    part === 'request'
      ? 'SELECT request_body AS body, content_type AS format FROM verification_batch WHERE id = $1'
      : 'SELECT response_body AS body, response_type AS format FROM verification_batch WHERE id = $1',
  values: [batchId],
});

/** A provider's newest batches (test-mode ones marked). */
export const recentOfStatement = (providerId: number, limit: number): QueryConfig => ({
  text: `SELECT id AS "batchId", request_id AS "requestId", request_type AS "requestType", is_test AS "isTest",
              installation_id AS "installationId", created_on AS "createdOn"
         FROM verification_batch WHERE app_provider_id = $1 ORDER BY created_on DESC LIMIT $2`,
  values: [providerId, limit],
});

/** One batch: its exchange's facts, the app that sent it, the installation it created. */
export const detailStatement = (batchId: string): QueryConfig => ({
  text: `SELECT b.id AS "batchId", b.request_id AS "requestId", b.request_type AS "requestType", b.content_type AS "requestFormat",
              b.response_type AS "responseFormat", b.signature, b.created_on AS "createdOn", b.is_test AS "isTest", a.name AS "appProviderName",
              CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object(
                'productInstallationId', i.id, 'installationDate', i.installation_date, 'city', i.city, 'state', i.state,
                'postCode', i.post_code, 'installerAccreditationCode', i.installer_acc_code, 'retailerName', i.retailer_name,
                'ratedPower', i.rated_power_w, 'latitude', i.latitude, 'longitude', i.longitude) END AS installation
         FROM verification_batch b JOIN app_provider a ON a.id = b.app_provider_id
         LEFT JOIN installation i ON i.id = b.installation_id
        WHERE b.id = $1`,
  values: [batchId],
});

/**
 * A serial of a stored answer that is not available now (recalled or ineligible since, or then and still): as the
 * answer's log named it, its status now, and a recall's public notice.
 */
export interface CurrentSerialStatus {
  serial: string;
  status: 'recalled' | 'ineligible';
  noticeUrl: string | null;
}

/** The serials of a provider's batch (by its id or its requestId) whose status is not available now, in log order. */
export const currentStatusStatement = (
  appProviderId: number,
  key: {batchId: string} | {requestId: string},
): QueryConfig => ({
  text: `SELECT l.failed_serial AS serial, st.status, r.notice_url AS "noticeUrl"
           FROM verification_batch b
           JOIN product_log l ON l.batch_id = b.id
           JOIN serial_status st ON st.product_serial_id = l.product_serial_id
           LEFT JOIN recall r ON r.id = st.recall_id AND st.status = 'recalled'
          WHERE b.app_provider_id = $1 AND ${'batchId' in key ? 'b.id = $2::uuid' : 'b.request_id = $2'}
          ORDER BY l.id`,
  values: [appProviderId, 'batchId' in key ? key.batchId : key.requestId],
});
