import {io, type Socket} from 'socket.io-client';
import {getToken} from '@voltcheck/api-client';

/** A socket.io connection to the server's live events, authenticated by the signed-in token. */
export function liveSocket(): Socket {
  return io({path: '/socket.io', auth: {token: getToken() ?? ''}, transports: ['websocket', 'polling']});
}
