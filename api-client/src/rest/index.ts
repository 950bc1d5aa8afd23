export {ApiError, handleUnauthorized, setUnauthorizedHandler} from './api-error';
export type {UnauthorizedHandler} from './api-error';
export {createRestClient, publicRest, rest} from './client';
export type {RestClient} from './client';
export {fileNameOf, saveDownload, saveFile} from './files';
export type * from './types';
