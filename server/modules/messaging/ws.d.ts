// The `ws` package (a dependency of @fastify/websocket) ships no types and @types/ws is not
// installed: this is the part of its API that messaging, its tests and its bench use.
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage, Server } from 'node:http';

  export type RawData = Buffer | ArrayBuffer | Buffer[];

  export class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    constructor(address: string, options?: { headers?: Record<string, string>; perMessageDeflate?: boolean });
    readonly readyState: 0 | 1 | 2 | 3;
    send(data: string | Buffer, cb?: (err?: Error) => void): void;
    ping(data?: unknown): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    on(event: 'open' | 'pong', listener: () => void): this;
    on(event: 'unexpected-response', listener: (req: unknown, res: IncomingMessage) => void): this;
    on(event: string, listener: (...args: any[]) => void): this;
  }

  export class WebSocketServer extends EventEmitter {
    constructor(
      options: { port?: number; host?: string; server?: Server; noServer?: boolean; perMessageDeflate?: boolean },
      callback?: () => void,
    );
    readonly clients: Set<WebSocket>;
    address(): { port: number } | string;
    close(cb?: (err?: Error) => void): void;
    on(event: 'connection', listener: (socket: WebSocket, request: IncomingMessage) => void): this;
    on(event: 'listening', listener: () => void): this;
    on(event: string, listener: (...args: any[]) => void): this;
  }

  export default WebSocket;
}
