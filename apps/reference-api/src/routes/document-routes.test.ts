import { request } from "node:http";
import { UPLOAD_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { loginAs, rawCall, startTestServer } from "../testing/test-server.ts";
import { timeLimit } from "@casino/vitest-config";

/** The first bytes of each accepted type. */
const MAGIC = {
  "application/pdf": [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34],
  "image/jpeg": [0xff, 0xd8, 0xff, 0xe0],
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
} as const;

/** A file of `type` whose content starts as that type does, `size` bytes long. */
function fileOf(type: keyof typeof MAGIC, size: number = MAGIC[type].length): Blob {
  const content = new Uint8Array(size);
  content.set(MAGIC[type]);
  return new Blob([content], { type });
}

function upload(
  server: RunningServer,
  token: string,
  file: Blob,
  fileName: string,
  fields: Record<string, string> = { documentLabelId: "1", side: "front" },
): Promise<Response> {
  const form = new FormData();
  form.set("file", file, fileName);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return fetch(`${server.url}/api/user/upload-document`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/**
 * An upload that says it is `bytes` long and sends none of them, as a browser's request does until
 * the server answers its headers: the answer must come from the declared length alone. (Sending
 * the bytes as well raced the server's drain of an unread body, 500 ms in @hono/node-server, which
 * a loaded machine loses: the socket closed under a client still sending.)
 */
function declareUpload(server: RunningServer, token: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${server.url}/api/user/upload-document`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "multipart/form-data; boundary=declared",
          "content-length": String(bytes),
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body });
          sent.destroy();
        });
      },
    );
    sent.on("error", reject);
    sent.flushHeaders();
  });
}

describe("KYC documents over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it(
    "takes a file of exactly 25 MB and refuses one byte more with 413, storing nothing",
    async () => {
      const { token } = await loginAs(server, "depositor@demo.casino");
      const counts = server.context.store.rowCounts();
      const over = await upload(server, token, fileOf("application/pdf", UPLOAD_MAX_BYTES + 1), "big.pdf");
      expect(over.status).toBe(413);
      expect(await over.json()).toMatchObject({ success: false, errorCode: "FILE_TOO_LARGE" });
      const farOver = await declareUpload(server, token, UPLOAD_REQUEST_MAX_BYTES + 1);
      expect(farOver.status).toBe(413);
      expect(JSON.parse(farOver.body)).toMatchObject({ success: false, errorCode: "FILE_TOO_LARGE" });
      expect(server.context.store.rowCounts()).toEqual(counts);

      const exact = await upload(server, token, fileOf("image/png", UPLOAD_MAX_BYTES), "scan.png");
      expect(exact.status).toBe(200);
      expect(server.context.store.rowCounts().documents).toBe((counts.documents ?? 0) + 1);
      // Two bodies of 25 MB through the parser: a limit that catches a hang, not a slow machine (a
      // clean-clone run on a slow host took over the suite's 20 s; docs/testing.md, "Time limits").
    },
    timeLimit(60_000),
  );

  it("accepts only jpg, jpeg, png and pdf", async () => {
    const { token } = await loginAs(server, "new@demo.casino");
    const counts = server.context.store.rowCounts();
    const gif = await upload(server, token, new Blob(["GIF89a"], { type: "image/gif" }), "id.gif");
    expect(gif.status).toBe(415);
    expect(await gif.json()).toMatchObject({ errorCode: "FILE_TYPE_NOT_ALLOWED" });
    const disguised = await upload(server, token, new Blob(["MZ"], { type: "application/pdf" }), "tool.exe");
    expect(disguised.status).toBe(415);
    expect(server.context.store.rowCounts()).toEqual(counts);
    for (const [type, name] of [
      ["image/jpeg", "a.jpg"],
      ["image/jpeg", "b.JPEG"],
      ["image/png", "c.png"],
      ["application/pdf", "d.pdf"],
    ] as const) {
      expect((await upload(server, token, fileOf(type), name)).status).toBe(200);
    }
  });

  it("reads the content, not the declared type or name: a renamed program or a PDF called a PNG is refused", async () => {
    const { token } = await loginAs(server, "new@demo.casino");
    const counts = server.context.store.rowCounts();
    const program = new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], { type: "image/png" });
    const pdfAsPng = new Blob([await fileOf("application/pdf").arrayBuffer()], { type: "image/png" });
    const html = new Blob(["<html><script>alert(1)</script></html>"], { type: "application/pdf" });
    for (const [file, name] of [
      [program, "id.png"],
      [pdfAsPng, "id.png"],
      [html, "statement.pdf"],
    ] as const) {
      const answer = await upload(server, token, file, name);
      expect(answer.status, name).toBe(415);
      expect(await answer.json()).toMatchObject({ errorCode: "FILE_CONTENT_MISMATCH" });
    }
    expect(server.context.store.rowCounts()).toEqual(counts);
  });

  it("stores a name safe to show: no path, no markup, no control characters", async () => {
    const { token, client } = await loginAs(server, "new@demo.casino");
    const answer = await upload(
      server,
      token,
      fileOf("image/png"),
      '..\\..\\<img src=x onerror=alert(1)>\u0000"id".png',
    );
    expect(answer.status).toBe(200);
    const { id } = ((await answer.json()) as { data: { id: number } }).data;
    const stored = (await client.documents.getDocuments()).data.find((document) => document.id === id);
    expect(stored?.fileName).toBe("_img src_x onerror_alert(1)___id_.png");
  });

  it("refuses an upload without a file, with an unknown kind, or without a token", async () => {
    const { token } = await loginAs(server, "new@demo.casino");
    const counts = server.context.store.rowCounts();
    const noFile = await fetch(`${server.url}/api/user/upload-document`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect((await upload(server, token, fileOf("image/png"), "x.png", { documentLabelId: "99" })).status).toBe(400);
    expect(
      (await upload(server, token, fileOf("image/png"), "x.png", { documentLabelId: "1", side: "middle" })).status,
    ).toBe(400);
    expect((await upload(server, "not-a-token", fileOf("image/png"), "x.png")).status).toBe(403);
    expect(server.context.store.rowCounts()).toEqual(counts);
  });

  it("moves documents through review and approves KYC once every kind is confirmed", async () => {
    const { client, token } = await loginAs(server, "unverified@demo.casino");
    const ids: number[] = [];
    for (const label of ["1", "2", "3"]) {
      const answer = await upload(server, token, fileOf("application/pdf"), `doc-${label}.pdf`, {
        documentLabelId: label,
      });
      ids.push(Number(((await answer.json()) as { data: { id: number } }).data.id));
    }
    expect((await client.user.getUserDetails()).data.getUser.kycStatus).toBe("PENDING");
    expect((await client.documents.getDocumentLabels()).data.map((label) => label.status)).toEqual([
      "pending",
      "pending",
      "pending",
    ]);
    const [first, second, third] = ids;
    await rawCall(server, "POST", `/__control/documents/${String(first)}/status`, { body: { status: "confirmed" } });
    await rawCall(server, "POST", `/__control/documents/${String(second)}/status`, { body: { status: "rejected" } });
    expect((await client.user.getUserDetails()).data.getUser.kycStatus).toBe("REJECTED");
    await rawCall(server, "POST", `/__control/documents/${String(second)}/status`, { body: { status: "confirmed" } });
    await rawCall(server, "POST", `/__control/documents/${String(third)}/status`, { body: { status: "confirmed" } });
    expect((await client.user.getUserDetails()).data.getUser.kycStatus).toBe("APPROVED");
    expect((await client.documents.getDocuments()).data.every((document) => document.status === "confirmed")).toBe(
      true,
    );
    expect(
      (await rawCall(server, "POST", `/__control/documents/${String(first)}/status`, { body: { status: "lost" } }))
        .status,
    ).toBe(400);
  });
});
