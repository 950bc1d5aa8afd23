import {ResponsesObject, SchemaObject} from '@loopback/rest';
import {MAX_NESTING} from '../services/verification/verification-xml';
import {commonRefusals, problemResponse, RATE_LIMIT_HEADERS, SIGNATURE_HEADER} from './verification-answers.openapi';

const WARRANTY_LINK =
  'A URL as the manufacturer gave it, or the path of a stored document on this API (/api/v1/warranty-documents/{name}), fetched with your app token';

/** OpenAPI pieces of the verification API: enough for an integrator to build a client from them alone. */

const ADDRESS: SchemaObject = {
  type: 'object',
  required: ['postcode'],
  properties: {
    unitType: {type: 'string'},
    unitNumber: {type: 'string'},
    streetNumber: {type: 'string'},
    streetName: {type: 'string'},
    streetType: {type: 'string'},
    city: {type: 'string'},
    state: {type: 'string', example: 'NSW'},
    postcode: {type: 'string', example: '2150'},
    country: {type: 'string', default: 'Australia'},
    latitude: {type: 'number'},
    longitude: {type: 'number'},
    isManualLocation: {type: 'boolean'},
  },
};

export const VERIFICATION_REQUEST_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['requestId', 'requestType', 'requester', 'items'],
  properties: {
    requestId: {
      type: 'string',
      maxLength: 100,
      description:
        'Your idempotency key: the same requestId with the same body returns the first answer again; with another body, 409.',
    },
    requestType: {
      type: 'integer',
      enum: [1, 2, 3],
      description: '1 installation (the serials are being installed now), 2 product, 3 serial',
    },
    requester: {
      type: 'object',
      required: ['name'],
      properties: {name: {type: 'string'}, abn: {type: 'string'}, type: {type: 'string', example: 'installer'}},
    },
    location: {type: 'object', properties: {latitude: {type: 'number'}, longitude: {type: 'number'}}},
    installation: {
      type: 'object',
      description:
        'Required for requestType 1. The installer accreditation code, the date and the postcode identify the ' +
        "installation: all three are required, so that no installation is ever matched on blank values. The site's " +
        'NMI is required too (the 2025 battery rules claim one battery system per premises).',
      required: ['date', 'nmi', 'address', 'installerAccreditationCode'],
      properties: {
        nmi: {
          type: 'string',
          pattern: '^[A-HJ-NP-Z0-9]{10}[0-9]$',
          example: '20019857328',
          description:
            "The site's National Metering Identifier: its 10 characters and AEMO's checksum digit (11 characters; " +
            'a wrong checksum answers 422 naming installation.nmi). One battery system per NMI: another system there ' +
            'answers PREMISES_ALREADY_CLAIMED unless it upgrades the one verified.',
        },
        date: {
          type: 'string',
          format: 'date',
          description: 'A real calendar day, from 10 years before today (UTC) to 31 days after it',
        },
        ownerFirstName: {type: 'string'},
        ownerEmail: {type: 'string', format: 'email'},
        address: ADDRESS,
        installerAccreditationCode: {type: 'string', example: 'A1234567'},
        retailerName: {type: 'string'},
        ratedPower: {type: 'number', description: 'W'},
      },
    },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        required: ['serial', 'brand', 'model'],
        properties: {
          serial: {type: 'string'},
          brand: {type: 'string'},
          model: {type: 'string'},
          photo: {
            type: 'string',
            format: 'byte',
            description: 'base64 JPEG or PNG; required per serial when the provider has MandatorySerialPhoto',
          },
          parallelImportComment: {type: 'string'},
          modules: {
            type: 'array',
            description:
              "A battery system's modules, sent with its unit (the battery management unit's serial): every module installed. " +
              'Each is verified as a serial of its own and counts toward the 500 serials of a request.',
            items: {
              type: 'object',
              required: ['serial'],
              properties: {serial: {type: 'string'}, model: {type: 'string', description: 'checked when given'}},
            },
          },
        },
      },
    },
  },
};

export const VERIFICATION_RESPONSE_SCHEMA: SchemaObject = {
  type: 'object',
  title: 'VerificationResponse',
  required: ['batchId', 'requestId', 'requestType', 'installationId', 'verifiedAt', 'results'],
  properties: {
    batchId: {type: 'string', format: 'uuid'},
    requestId: {type: 'string'},
    requestType: {type: 'integer'},
    installationId: {
      type: 'integer',
      nullable: true,
      description: 'The installation a type-1 request recorded; null when none of its serials was verified',
    },
    verifiedAt: {type: 'string', format: 'date-time'},
    results: {
      type: 'array',
      description: 'One per item, in the order sent.',
      items: {
        type: 'object',
        required: ['serial', 'verified', 'reason'],
        properties: {
          serial: {type: 'string', description: 'as sent'},
          verified: {type: 'boolean'},
          reason: {
            type: 'string',
            enum: [
              'VERIFIED',
              'NOT_FOUND',
              'BRAND_MISMATCH',
              'MODEL_MISMATCH',
              'ALREADY_INSTALLED',
              'WITHDRAWN',
              'RECALLED',
              'INELIGIBLE',
              'MODEL_NOT_APPROVED',
              'MODEL_EXPIRED',
              'PHOTO_REQUIRED',
              'MODULE_COUNT_NOT_APPROVED',
              'MODULE_NOT_COMPATIBLE',
              'MODULES_MISSING',
              'CAPACITY_OUT_OF_RANGE',
              'PREMISES_ALREADY_CLAIMED',
            ],
          },
          brand: {type: 'string', nullable: true},
          model: {type: 'string', nullable: true},
          productLine: {type: 'string', nullable: true},
          approvedDate: {type: 'string', format: 'date', nullable: true},
          expiryDate: {type: 'string', format: 'date', nullable: true},
          warranty: {
            type: 'object',
            nullable: true,
            properties: {
              componentInYears: {type: 'number'},
              componentWarrantyLink: {type: 'string', description: WARRANTY_LINK},
              performanceInYears: {type: 'number'},
              performanceWarrantyLink: {type: 'string', description: WARRANTY_LINK},
            },
          },
          ledgerStatus: {type: 'string', nullable: true, enum: ['pending', 'pass', 'fail', 'deleted', null]},
          recall: {
            type: 'object',
            description: 'RECALLED only: the recall the serial is under, what to do, and its public notice.',
            required: ['title', 'remedy', 'noticeUrl'],
            properties: {title: {type: 'string'}, remedy: {type: 'string'}, noticeUrl: {type: 'string', format: 'uri'}},
          },
          modules: {
            type: 'array',
            description: "A battery system's unit only: each module's own result, in the order sent.",
            items: {
              type: 'object',
              required: ['serial', 'verified', 'reason'],
              properties: {serial: {type: 'string'}, verified: {type: 'boolean'}, reason: {type: 'string'}},
            },
          },
          system: {
            type: 'object',
            description:
              "A battery system's unit only (modules sent, or a modular model). nominalKWh and usableKWh are the modules' " +
              'own; configuration is the approved configuration of this module count at the installation date (or today), ' +
              'or null; eligibleUsableKWh is usableKWh capped at 50.',
            required: ['moduleCount', 'configuration', 'nominalKWh', 'usableKWh', 'eligibleUsableKWh'],
            properties: {
              moduleCount: {type: 'integer'},
              configuration: {
                type: 'object',
                nullable: true,
                properties: {
                  moduleCount: {type: 'integer'},
                  nominalKWh: {type: 'number'},
                  usableKWh: {type: 'number'},
                },
              },
              nominalKWh: {type: 'number'},
              usableKWh: {type: 'number'},
              eligibleUsableKWh: {type: 'number'},
              upgradedFrom: {
                type: 'object',
                description:
                  'An upgrade only (modules added to the system verified at the premises): its configuration before.',
                properties: {
                  moduleCount: {type: 'integer'},
                  nominalKWh: {type: 'number'},
                  usableKWh: {type: 'number'},
                },
              },
            },
          },
        },
      },
    },
  },
};

const item = {serial: 'DE10-000001', brand: 'Demo Energy', model: 'DE-10'};
export const VERIFICATION_EXAMPLES = {
  installation: {
    summary: 'requestType 1: an installation',
    value: {
      requestId: 'install-2026-11-22-0001',
      requestType: 1,
      requester: {name: 'Sunny Installs Pty Ltd', abn: '51824753556', type: 'installer'},
      location: {latitude: -33.815, longitude: 151.001},
      installation: {
        date: '2026-11-22',
        nmi: '20019857328',
        ownerFirstName: 'Alex',
        ownerEmail: 'alex@example.com',
        installerAccreditationCode: 'A1234567',
        retailerName: 'Sunny Retail',
        ratedPower: 10000,
        address: {
          streetNumber: '12',
          streetName: 'George',
          streetType: 'Street',
          city: 'Parramatta',
          state: 'NSW',
          postcode: '2150',
          latitude: -33.815,
          longitude: 151.001,
        },
      },
      items: [item, {serial: 'DE10-000002', brand: 'Demo Energy', model: 'DE-10'}],
    },
  },
  system: {
    summary: 'requestType 3: a battery system (a unit with its modules)',
    value: {
      requestId: 'system-0001',
      requestType: 3,
      requester: {name: 'Sunny Retail'},
      items: [
        {
          serial: 'DESTACK-000001',
          brand: 'Demo Energy',
          model: 'DE-STACK',
          modules: [
            {serial: 'DEM5-000001', model: 'DE-M5'},
            {serial: 'DEM5-000002'},
            {serial: 'DEM5-000003'},
            {serial: 'DEM5-000004'},
          ],
        },
      ],
    },
  },
  product: {
    summary: 'requestType 2: a product check',
    value: {requestId: 'product-0001', requestType: 2, requester: {name: 'Sunny Retail'}, items: [item]},
  },
  serial: {
    summary: 'requestType 3: a serial check',
    value: {
      requestId: 'serial-0001',
      requestType: 3,
      requester: {name: 'Sunny Retail'},
      items: [{serial: 'XX-404', brand: 'Demo Energy', model: 'DE-10'}],
    },
  },
};

export const VERIFICATION_XML_EXAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<verificationRequest><requestId>serial-xml-0001</requestId><requestType>3</requestType>
<requester><name>Sunny Retail</name></requester>
<items><item><serial>DE10-000003</serial><brand>Demo Energy</brand><model>DE-10</model></item></items></verificationRequest>`;

export const VERIFICATION_DESCRIPTION = `Asks whether battery serials are genuine, on site. **Flow:** \`POST /api/v1/oauth/token\` with your client credentials, then call this with \`Authorization: Bearer <access_token>\`.

**Formats.** JSON (\`Content-Type: application/json\`) or XML (\`application/xml\`, root \`<verificationRequest>\`, the same element names, items as \`<items><item>…</item></items>\`). The answer is XML (\`<verificationResponse>\`, results as \`<results><result>…</result></results>\`) when you send XML or \`Accept\` names XML. XML with a DOCTYPE or entity declaration is refused.

**Reasons.** VERIFIED: the serial exists, is available (or installed at this same installation: same installer, owner email, date and postcode), its brand and model match, and the model's approval covers the installation date (or today). NOT_FOUND: no such serial for that brand. BRAND_MISMATCH / MODEL_MISMATCH: the serial exists under another brand or model. ALREADY_INSTALLED: installed at another installation. WITHDRAWN: its upload was deleted. RECALLED: its manufacturer recalled it (the result's \`recall\` gives the title, the remedy and the notice URL); do not install it. INELIGIBLE: its manufacturer marked it ineligible (for example not for the Australian market). An installed serial keeps its installation, and every later answer about it carries its status. MODEL_NOT_APPROVED / MODEL_EXPIRED: the model is not, or no longer, approved at that date. PHOTO_REQUIRED: your provider must send a photo per serial. **Battery systems** (a unit with \`modules\`): MODULES_MISSING: a module uploaded under the unit is not listed, or a modular unit came with none. MODULE_NOT_COMPATIBLE: a module's model does not fit the unit's, or it was uploaded under another unit. CAPACITY_OUT_OF_RANGE: the modules' nominal capacity is below 5 or above 100 kWh. MODULE_COUNT_NOT_APPROVED: no approved configuration of that many modules at the date. PREMISES_ALREADY_CLAIMED: the installation's NMI already has a verified battery system (modules added to that same unit are an upgrade instead: VERIFIED when the final configuration is approved, adds at least 5 kWh and stays within 100 kWh, with \`system.upgradedFrom\` naming the configuration before). The unit is VERIFIED only when it and every module are; an installation then installs them together.

**Signature.** Every answer carries \`X-Signature\`: a compact JWS with a detached payload, \`<header>..<signature>\`. The header (base64url JSON) names \`alg: EdDSA\` and a \`kid\`. To check it: take the exact bytes of the body, base64url-encode them, verify the Ed25519 signature over \`<header>.<base64url(body)>\` with the key of \`/.well-known/jwks.json\` whose \`kid\` matches.

**Guarantees.** Same \`requestId\` and same body: the first answer again, byte for byte, and nothing recorded (header \`Idempotent-Replay: true\`). One batch is one transaction; two installations claiming one serial (or module) at once: exactly one is VERIFIED, the other ALREADY_INSTALLED; two systems claiming one NMI at once: exactly one is VERIFIED, the other PREMISES_ALREADY_CLAIMED. At most 500 items.`;

const SERIAL_ANSWER = {
  batchId: '3f0c6a3e-6f0e-4c47-9b1a-0c1d2e3f4a5b',
  requestId: 'serial-0001',
  requestType: 3,
  installationId: null,
  verifiedAt: '2026-11-22T04:00:00.000Z',
  results: [
    {
      serial: 'XX-404',
      verified: false,
      reason: 'NOT_FOUND',
      brand: null,
      model: null,
      productLine: null,
      approvedDate: null,
      expiryDate: null,
      warranty: null,
      ledgerStatus: null,
    },
  ],
};

/** A battery system's unit installed with its four modules at a premises whose NMI had no system yet. */
const SYSTEM_ANSWER_EXAMPLE = {
  summary: 'a battery system installed: the unit with each module and the system',
  value: {
    batchId: '8d2f3c4b-1a2b-4c3d-9e8f-7a6b5c4d3e2f',
    requestId: 'install-system-0001',
    requestType: 1,
    installationId: 1042,
    verifiedAt: '2026-11-22T04:00:00.000Z',
    results: [
      {
        serial: 'DESTACK-000001',
        verified: true,
        reason: 'VERIFIED',
        brand: 'Demo Energy',
        model: 'DE-STACK',
        productLine: null,
        approvedDate: '2025-07-01',
        expiryDate: '2030-07-01',
        warranty: null,
        ledgerStatus: 'pending',
        modules: ['DEM5-000001', 'DEM5-000002', 'DEM5-000003', 'DEM5-000004'].map(serial => ({
          serial,
          verified: true,
          reason: 'VERIFIED',
        })),
        system: {
          moduleCount: 4,
          configuration: {moduleCount: 4, nominalKWh: 20, usableKWh: 18.4},
          nominalKWh: 20,
          usableKWh: 18.4,
          eligibleUsableKWh: 18.4,
        },
      },
    ],
  },
};

export const VERIFICATION_RESPONSES: ResponsesObject = {
  '200': {
    description: 'One result per item, in order. Header X-Signature signs the exact body.',
    headers: {
      ...SIGNATURE_HEADER,
      ...RATE_LIMIT_HEADERS,
      'Idempotent-Replay': {
        description: '`true` when this is the replay of an earlier answer',
        schema: {type: 'string'},
      },
    },
    content: {
      'application/json': {
        schema: VERIFICATION_RESPONSE_SCHEMA,
        examples: {serial: {summary: 'a serial check', value: SERIAL_ANSWER}, system: SYSTEM_ANSWER_EXAMPLE},
      },
      'application/xml': {
        schema: {
          type: 'string',
          description: 'the XML form of the JSON answer (XSD: /api/v1/schemas/verification.xsd)',
        },
        example:
          '<?xml version="1.0" encoding="UTF-8"?><verificationResponse><batchId>…</batchId><results><result><serial>DE10-000003</serial><verified>true</verified><reason>VERIFIED</reason>…</result></results></verificationResponse>',
      },
    },
  },
  '400': problemResponse(
    400,
    'Malformed JSON or XML (code MALFORMED_JSON / MALFORMED_XML), XML with a DOCTYPE/entity (XML_DTD_REFUSED), or a body ' +
      `nested more than ${MAX_NESTING} levels deep (objects and lists, or XML elements: code TOO_DEEP)`,
    'XML_DTD_REFUSED',
    'XML with a DOCTYPE or entity declaration is refused.',
    {signed: true},
  ),
  '409': problemResponse(
    409,
    'requestId reused with another body',
    'REQUEST_ID_REUSED',
    'requestId "serial-0001" was already used with a different body.',
    {signed: true},
  ),
  '413': problemResponse(
    413,
    'More than 500 items, or a body over 64 MB',
    'TOO_MANY_ITEMS',
    'items: at most 500 serials per request (got 501)',
    {signed: true},
  ),
  '415': problemResponse(
    415,
    'A Content-Type other than JSON or XML, or an XML charset the server cannot read',
    'UNSUPPORTED_CHARSET',
    'body: the charset "x-unknown" is not supported',
    {signed: true},
  ),
  '422': problemResponse(
    422,
    'Fields missing or wrong: `errors` names every one of them',
    'INVALID_FIELD',
    'installation.date: must be a real calendar date YYYY-MM-DD; items[0].serial: is required',
    {
      signed: true,
      errors: [
        {field: 'installation.date', message: 'must be a real calendar date YYYY-MM-DD'},
        {field: 'items[0].serial', message: 'is required'},
      ],
    },
  ),
  ...commonRefusals(true),
};

/** The current status of a past answer's serials, told beside the signed body (which stays as first sent). */
const SERIAL_STATUS_HEADERS = {
  'Serial-Status': {
    description:
      'The serials of this answer that are not available now, as a verification would answer them today: an RFC ' +
      '8941 List of the serial (as the answer names it) with `status` (RECALLED or INELIGIBLE) and, for a recall, ' +
      '`notice` (its public notice URL), e.g. `"DE400W-000123";status=RECALLED;notice="https://recalls.example/n"`. ' +
      'Absent when every serial of the answer is available (or not stored). Not covered by X-Signature.',
    schema: {type: 'string'},
  },
  'Serial-Status-Truncated': {
    description: '`?1` when Serial-Status leaves serials out (past 8 KB); ask GET /api/recall-check for each.',
    schema: {type: 'string', enum: ['?1']},
  },
};

export const STORED_ANSWER_DESCRIPTION =
  'The answer your provider got for one earlier `POST /api/v1/verifications` batch, byte for byte, in the format it ' +
  'was sent in, with the same `X-Signature` (check it with the JWKS key its `kid` names: keys stay published while ' +
  "answers signed with them can still be fetched). Another provider's batch answers 404, like an unknown one. " +
  'Serials recalled or made ineligible since (or then, and still) are named with their status now in the ' +
  '`Serial-Status` header, outside the signed body.';

export const STORED_ANSWER_RESPONSES: ResponsesObject = {
  '200': {
    description: 'The stored answer',
    headers: {...SIGNATURE_HEADER, ...SERIAL_STATUS_HEADERS, ...RATE_LIMIT_HEADERS},
    content: {
      'application/json': {schema: VERIFICATION_RESPONSE_SCHEMA},
      'application/xml': {schema: {type: 'string', description: 'the XML form of VerificationResponse'}},
    },
  },
  '422': problemResponse(
    422,
    'A malformed batchId, or no requestId',
    'INVALID_FIELD',
    'Required parameter requestId is missing!',
    {
      signed: true,
      errors: [{field: 'requestId', message: 'Required parameter requestId is missing!'}],
    },
  ),
  '404': problemResponse(404, 'No such batch of yours', 'NOT_FOUND', 'No such verification batch of yours.', {
    signed: true,
  }),
  ...commonRefusals(true),
};

export const XML_BODY_SCHEMA: SchemaObject = {
  type: 'string',
  description:
    'A <verificationRequest> document as described by /api/v1/schemas/verification.xsd, in any charset the ' +
    'Content-Type or the XML declaration names (UTF-8 by default). DTDs are refused.',
};
