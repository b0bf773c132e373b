import { expect, test } from "./fixtures";
import { demoPlayerToken } from "./reference-api";

const MB = 1024 * 1024;

/** A PDF of `bytes` bytes, as the verification page sends it through the site. */
function pdfOf(bytes: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n");
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
}

test("a 20 MB document goes through the site whole, and one over the 25 MB limit is refused in words, never a 500", async ({
  request,
  baseURL,
}) => {
  const token = await demoPlayerToken(request, "kyc@demo.casino");
  const upload = (bytes: number) =>
    request.post("/api/user/upload-document", {
      headers: { origin: baseURL ?? "", cookie: `accessToken=${token}` },
      multipart: {
        documentLabelId: "1",
        file: { name: "passport.pdf", mimeType: "application/pdf", buffer: pdfOf(bytes) },
      },
    });

  const accepted = await upload(20 * MB);
  expect(accepted.status()).toBe(200);

  const refused = await upload(30 * MB);
  expect(refused.status()).toBe(413);
  expect(await refused.json()).toMatchObject({
    success: false,
    errorCode: "FILE_TOO_LARGE",
    message: "The file is over the 25 MB upload limit",
  });
});
