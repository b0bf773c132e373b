import { UPLOAD_MAX_BYTES } from "@casino/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { loginAs, rawCall, startTestServer } from "../testing/test-server.ts";

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

describe("KYC documents over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("takes a file of exactly 25 MB and refuses one byte more with 413, storing nothing", async () => {
    const { token } = await loginAs(server, "depositor@demo.casino");
    const counts = server.context.store.rowCounts();
    const over = await upload(
      server,
      token,
      new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)], { type: "application/pdf" }),
      "big.pdf",
    );
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ success: false, errorCode: "FILE_TOO_LARGE" });
    const farOver = await upload(
      server,
      token,
      new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 200_000)], { type: "application/pdf" }),
      "bigger.pdf",
    );
    expect(farOver.status).toBe(413);
    expect(server.context.store.rowCounts()).toEqual(counts);

    const exact = await upload(
      server,
      token,
      new Blob([new Uint8Array(UPLOAD_MAX_BYTES)], { type: "image/png" }),
      "scan.png",
    );
    expect(exact.status).toBe(200);
    expect(server.context.store.rowCounts().documents).toBe((counts.documents ?? 0) + 1);
  });

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
      expect((await upload(server, token, new Blob(["x"], { type }), name)).status).toBe(200);
    }
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
    expect(
      (await upload(server, token, new Blob(["x"], { type: "image/png" }), "x.png", { documentLabelId: "99" })).status,
    ).toBe(400);
    expect(
      (
        await upload(server, token, new Blob(["x"], { type: "image/png" }), "x.png", {
          documentLabelId: "1",
          side: "middle",
        })
      ).status,
    ).toBe(400);
    expect((await upload(server, "not-a-token", new Blob(["x"], { type: "image/png" }), "x.png")).status).toBe(403);
    expect(server.context.store.rowCounts()).toEqual(counts);
  });

  it("moves documents through review and approves KYC once every kind is confirmed", async () => {
    const { client, token } = await loginAs(server, "unverified@demo.casino");
    const ids: number[] = [];
    for (const label of ["1", "2", "3"]) {
      const answer = await upload(server, token, new Blob(["%PDF"], { type: "application/pdf" }), `doc-${label}.pdf`, {
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
