export interface StaticServer {
  /** e.g. http://127.0.0.1:8080/ */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Serves the files under `root` (GET and HEAD only); port 0 picks a free port. */
export function startServer(options: { root: string; port?: number; host?: string }): Promise<StaticServer>;
