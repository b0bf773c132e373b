import { describe, expect, it } from "vitest";
import { setUpClientUnderTest } from "../test-support/client-under-test";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

describe("document and limit calls", () => {
  it("lists the documents and the document labels", async () => {
    server().handle((request, response) => {
      sendJson(
        response,
        200,
        request.url.pathname === "/api/user/get-documents"
          ? { success: true, data: [{ id: 1, documentLabelId: 2, side: "front", status: "pending" }] }
          : { success: true, data: [{ id: 2, name: "Identity proof", hasBackSide: true }] },
      );
    });
    const documents = await client().documents.getDocuments();
    const labels = await client().documents.getDocumentLabels();
    expect(documents.data[0]?.status).toBe("pending");
    expect(labels.data[0]?.name).toBe("Identity proof");
  });

  it("uploads a document as multipart with its label and side", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: { id: 9, status: "pending" } });
    });
    const answer = await client().documents.uploadDocument({
      file: new Blob(["%PDF-1.4 test"], { type: "application/pdf" }),
      fileName: "id.pdf",
      documentLabelId: 2,
      side: "back",
    });

    expect(answer.data?.id).toBe(9);
    expect(last().url.pathname).toBe("/api/user/upload-document");
    expect(last().headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="file"; filename="id.pdf"');
    expect(last().body).toContain("%PDF-1.4 test");
    expect(last().body).toContain('name="side"');
  });

  it("reports upload progress up to the whole file", async () => {
    const progress: number[] = [];
    await client().documents.uploadDocument(
      { file: new Blob(["x".repeat(200_000)]), fileName: "scan.png", documentLabelId: 2 },
      { onUploadProgress: ({ percent }) => progress.push(percent) },
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
  });

  it("reads, sets and removes limits", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, {
        success: true,
        data: { limits: [{ type: "loss", period: 0, amount: 100 }], ghostMode: false },
      });
    });
    const limits = await client().limits.getLimits();
    await client().limits.setLimit({ type: "bet", period: 1, amount: 500 });
    await client().limits.removeLimit({ type: "session-time" });

    expect(limits.data.limits[0]?.amount).toBe(100);
    expect(server().requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      "GET /api/user/get-limits",
      "POST /api/user/set-limit",
      "POST /api/user/remove-limit",
    ]);
  });
});
