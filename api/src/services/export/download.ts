import {Writable} from 'node:stream';

/** A file to download: its name, its media type, and how to write it (once the answer's head is sent). */
export interface Download {
  name: string;
  type: string;
  write(out: Writable): Promise<void>;
}
