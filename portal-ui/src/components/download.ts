/** The catalogue's download failure (document 001 section 8). */
export const DOWNLOAD_ERROR = 'some error occured';
