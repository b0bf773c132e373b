import { expectNoAxeViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { CONTROL_HEADERS, REFERENCE_API_URL, injectFault } from "./reference-api";
import { newPlayer, newPlayerToken } from "./safety-players";
import { acceptCookieNotice, signInWithCookie, waitForServerDrawnParts } from "./session";

const MB = 1024 * 1024;
/** The smallest PNG the reference API takes: its type is read from the name and the MIME type. */
const PNG = { mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a", "hex") };

test("a new player uploads an identity document from the account menu, and sees it in review; wrong files are refused before upload; an upload can be cancelled", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // A player of its own: the documents it sends stay with it.
  const token = await newPlayerToken(request, "verification");
  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, token);
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Verification" }).click();
  await expect(page).toHaveURL(/\/profile\/verify$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verification" })).toBeVisible();

  const identity = page.getByRole("region", { name: "Identity proof" });
  await expect(identity.getByText("Needed", { exact: true })).toBeVisible({ timeout: 15_000 });
  await waitForServerDrawnParts(page);
  // The proof of address states its age rule as a day: six months before the page's day.
  await expect(page.getByRole("region", { name: "Proof of address" })).toContainText(
    "Issued on or after May 23, 2026: no older than 6 months.",
  );
  await expectNoAxeViolations(page);

  // Refused before anything is sent: a wrong type, then a file of 26 MB.
  const uploads: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("upload-document")) uploads.push(sent.url());
  });
  const front = identity.getByRole("group", { name: "Front" });
  await front
    .getByLabel("Choose a file")
    .setInputFiles({ name: "scan.heic", mimeType: "image/heic", buffer: PNG.buffer });
  await expect(identity.getByRole("alert")).toHaveText("Only jpg, pdf and png files are accepted");
  await front
    .getByLabel("Choose a file")
    .setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(26 * MB) });
  await expect(identity.getByRole("alert")).toHaveText("The file must be under 25MB");
  expect(uploads).toEqual([]);

  // The front is sent and in review; the back is still asked for.
  await front.getByLabel("Choose a file").setInputFiles({ name: "passport.png", ...PNG });
  await expect(page.getByRole("status").filter({ hasText: "sent for review" })).toHaveText(
    "passport.png was sent for review.",
  );
  await expect(front).toContainText("passport.png · In review: up to 24 hours");
  await expect(identity.getByText("In review: up to 24 hours", { exact: true })).toBeVisible();
  await expect(identity.getByRole("group", { name: "Back" }).getByLabel("Choose a file")).toBeAttached();
  await expect(identity.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A slow upload shows its progress and can be cancelled: no failure is reported, the picker returns.
  await injectFault(request, { path: "/api/user/upload-document", method: "POST", delayMs: 8_000, times: 1 });
  const address = page.getByRole("region", { name: "Proof of address" });
  await address.getByLabel("Choose a file").setInputFiles({ name: "bill.png", ...PNG });
  await expect(address.getByRole("progressbar", { name: "Uploading bill.png…" })).toBeVisible();
  await address.getByRole("button", { name: "Cancel upload" }).click();
  await expect(address.getByRole("progressbar")).toHaveCount(0);
  await expect(address.getByLabel("Choose a file")).toBeAttached();
  await expect(address.getByRole("alert")).toHaveCount(0);
});

test("every document confirmed while the account still waits: the discrepancy screen, and Refresh once it catches up", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { email, token } = await newPlayer(request, "verification-lag");
  // One document of each kind, sent and confirmed by the back end's review.
  for (const labelId of ["1", "2", "3"]) {
    const sent = await request.post(`${REFERENCE_API_URL}/api/user/upload-document`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { documentLabelId: labelId, side: "front", file: { name: `kind-${labelId}.png`, ...PNG } },
    });
    const { data } = (await sent.json()) as { data: { id: number } };
    const reviewed = await request.post(`${REFERENCE_API_URL}/__control/documents/${String(data.id)}/status`, {
      data: { status: "confirmed" },
      headers: CONTROL_HEADERS,
    });
    expect(reviewed.ok()).toBe(true);
  }
  // The platform's own status lags behind its documents.
  const setKyc = (status: string) =>
    request.post(`${REFERENCE_API_URL}/__control/kyc-status`, { data: { email, status }, headers: CONTROL_HEADERS });
  expect((await setKyc("PENDING")).ok()).toBe(true);

  await acceptCookieNotice(context, baseURL);
  await signInWithCookie(context, baseURL, token);
  await page.goto("/profile/verify");
  const lag = page.getByRole("region", { name: "Your documents are all confirmed" });
  await expect(lag).toBeVisible({ timeout: 15_000 });
  await expect(lag).toContainText("Refresh to see your latest status.");
  await expectNoAxeViolations(page);
  await waitForServerDrawnParts(page);

  expect((await setKyc("APPROVED")).ok()).toBe(true);
  await lag.getByRole("button", { name: "Refresh" }).click();
  await expect(lag).toBeHidden();
  await expect(page.getByText("Your identity is verified. Thank you!")).toBeVisible();
});
