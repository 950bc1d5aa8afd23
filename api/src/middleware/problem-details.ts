import {problemCodeOf} from './problem-codes';
import {RestError} from './rest-error';

/** Where the problem types of the verification API are described (docs/api.md, section "Errors"). */
export const PROBLEM_TYPE_BASE = 'https://voltcheck.example/problems/';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** One broken field of a request. */
export interface FieldError {
  field: string;
  message: string;
}

/** An RFC 9457 problem details object with the API's `code` and `errors` extension members. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors: FieldError[];
  /** The same text as `detail`, kept for clients of the earlier `{message}` answers. */
  message: string;
}

type Detail = {path?: string; field?: string; message?: string; info?: {missingProperty?: string}};

/** The field a detail is about, dotted: AJV's path joined with the property it found missing. */
function fieldOf(detail: Detail): string {
  const path = String(detail.path ?? detail.field ?? '')
    .replace(/^\//, '')
    .replace(/\//g, '.');
  const missing = detail.info?.missingProperty;
  return missing ? (path ? `${path}.${missing}` : missing) : path;
}

/** The refusal of restError() as RFC 9457 problem details, its code one of PROBLEM_CODES. */
export function problemOf(error: RestError): ProblemDetails {
  const {body} = error;
  const {code, status} = problemCodeOf(error.statusCode, String(body.code ?? ''));
  const detail = String(body.message ?? '');
  const named = body.field ? String(body.field) : 'body';
  const errors: FieldError[] = ((body.details ?? []) as Detail[]).map(d => ({
    field: fieldOf(d) || named,
    message: String(d.message ?? ''),
  }));
  if (!errors.length && (body.field || code === 'INVALID_FIELD')) errors.push({field: named, message: detail});
  return {
    type: `${PROBLEM_TYPE_BASE}${code.toLowerCase().replace(/_/g, '-')}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    errors,
    message: detail,
  };
}

/** True when the client sent XML, or accepts XML and not JSON. */
export function wantsXml(contentType: string | undefined, accept: string | undefined): boolean {
  if (/xml/i.test(contentType ?? '')) return true;
  return /xml/i.test(accept ?? '') && !/json/i.test(accept ?? '');
}

/** The problem as it goes on the wire: `application/problem+json`, or `application/problem+xml` (RFC 9457 appendix B). */
export function renderProblem(problem: ProblemDetails, xml: boolean): {body: Buffer; contentType: string} {
  if (!xml) {
    return {body: Buffer.from(JSON.stringify(problem), 'utf8'), contentType: 'application/problem+json; charset=utf-8'};
  }
  const element = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;
  const errors = problem.errors.map(e => `<error>${element('field', e.field)}${element('message', e.message)}</error>`);
  const text =
    '<?xml version="1.0" encoding="UTF-8"?><problem xmlns="urn:ietf:rfc:7807">' +
    (['type', 'title', 'status', 'detail', 'code'] as const).map(name => element(name, problem[name])).join('') +
    `<errors>${errors.join('')}</errors>${element('message', problem.message)}</problem>`;
  return {body: Buffer.from(text, 'utf8'), contentType: 'application/problem+xml; charset=utf-8'};
}

/** Text as XML character data: markup escaped, characters XML 1.0 cannot carry replaced by U+FFFD. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(
      // eslint-disable-next-line no-control-regex -- the control characters are what this replaces
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    );
}
