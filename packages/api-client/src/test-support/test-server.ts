import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { WAIT_LIMIT } from "@casino/vitest-config";

/**
 * For `vi.waitFor` where an answer travels over a real connection: its own 1 s is too short beside
 * the browser lanes on a loaded machine (docs/testing.md, "Time limits").
 */
export const SLOW_MACHINE = { timeout: WAIT_LIMIT };

/** A request as the test server saw it. */
export type RecordedRequest = { method: string; url: URL; headers: IncomingHttpHeaders; body: string };

/** Answers one request; the default answers every request 200 `{ success: true }`. */
export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** A real local HTTP server on port 0 that records what it receives. Tests only. */
export type TestServer = {
  url: string;
  requests: RecordedRequest[];
  handle(handler: TestHandler): void;
  close(): Promise<void>;
};

/** Sends a JSON answer. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Starts a {@link TestServer}. */
export async function startTestServer(handler?: TestHandler): Promise<TestServer> {
  let current: TestHandler =
    handler ??
    ((_request, response) => {
      sendJson(response, 200, { success: true });
    });
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? "GET",
        url: new URL(incoming.url ?? "/", "http://localhost"),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      void Promise.resolve(current(recorded, response)).catch((error: unknown) => {
        response.writeHead(599);
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    handle(next) {
      current = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
