export interface StaticServer {
  /** e.g. http://127.0.0.1:8080/ */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** How long a client may take to send its headers (twice that for its whole request), in milliseconds. */
export const HEADERS_TIMEOUT_MS: number;

/**
 * Serves the files under `root` (GET and HEAD only) to requests whose Host names this machine
 * (localhost, 127.0.0.1, [::1], `host`; others get 421); port 0 picks a free port.
 */
export function startServer(options: { root: string; port?: number; host?: string; headersTimeoutMs?: number }): Promise<StaticServer>;
