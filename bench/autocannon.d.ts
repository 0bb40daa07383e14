/** The part of autocannon (no published types) that bench/load.bench.ts uses. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** called before each request of a connection; context is the connection's own */
      setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
      /** called with each answer (and its body) of this request */
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      /** seconds */
      duration?: number;
      /** seconds */
      timeout?: number;
      requests?: Request[];
      /** most requests a second per connection (none: as fast as answers come) */
      connectionRate?: number;
    }
    interface Instance extends EventEmitter, PromiseLike<unknown> {
      on(
        event: 'response',
        listener: (client: unknown, status: number, bytes: number, ms: number) => void,
      ): this;
      on(event: 'reqError', listener: (error: Error) => void): this;
      stop(): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
