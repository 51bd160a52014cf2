/** The part of a socket.io server the push breakdown wraps (its default namespace's adapter). */
export interface IoServerLike {
  of(nsp: '/'): {
    adapter: {
      broadcast(packet: { data?: unknown[] }, opts: unknown): unknown;
    };
  };
}
