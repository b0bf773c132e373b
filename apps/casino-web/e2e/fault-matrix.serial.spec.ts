import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_API_TIMEOUT_MS } from "./site-servers";
import { clearFaults, injectFault, type FaultRule } from "./reference-api";

/** One back-end read a page makes while the server renders it, and what the page shows once it answers. */
interface PageRead {
  call: string;
  path: string;
  page: string;
  loaded(page: Page): Locator;
}

const READS: PageRead[] = [
  {
    call: "category list",
    path: "/api/admin/get-full-category-list",
    page: "/casino",
    loaded: (page) => page.getByRole("region", { name: "Slots" }),
  },
  {
    call: "games of a category",
    path: "/api/admin/get-games",
    page: "/casino/slots",
    loaded: (page) => page.getByRole("list", { name: "Slots" }).getByRole("listitem").first(),
  },
  {
    call: "one game",
    path: "/api/admin/get-game",
    page: "/casino/games/book-of-embers",
    loaded: (page) => page.getByRole("heading", { level: 1, name: "Book of Embers" }),
  },
  {
    call: "providers",
    path: "/api/admin/get-providers",
    page: "/providers",
    loaded: (page) => page.getByRole("main").getByRole("link", { name: /Emberforge/ }),
  },
  {
    call: "promotions",
    path: "/api/admin/get-all-bonus",
    page: "/promotions",
    loaded: (page) => page.getByRole("main").getByRole("heading", { level: 2 }).first(),
  },
];

const FAULTS: { name: string; rule: FaultRule }[] = [
  { name: "500", rule: { status: 500 } },
  { name: "503", rule: { status: 503 } },
  { name: "a malformed body", rule: { malformed: true } },
  { name: "a dropped connection", rule: { dropSocket: true } },
  { name: "no answer within the timeout", rule: { delayMs: E2E_API_TIMEOUT_MS + 1_000 } },
];

let passed = 0;

test.afterEach(async ({ request }, testInfo) => {
  await clearFaults(request);
  if (testInfo.status === "passed") passed += 1;
});

test.afterAll(() => {
  console.info(`fault matrix: ${READS.length} calls × ${FAULTS.length} faults: ${passed} passed`);
});

for (const read of READS) {
  for (const fault of FAULTS) {
    test(`${read.call} answered with ${fault.name}: ${read.page} says so in words, stays usable, and Try again loads it`, async ({
      page,
      request,
    }) => {
      // A timed-out read is tried three times (with back-off) before the page gives up.
      test.setTimeout(90_000);
      await injectFault(request, { path: read.path, ...fault.rule });
      await page.goto(read.page, { timeout: 60_000 });

      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      const error = main.getByRole("alert");
      await expect(error).toContainText("Something went wrong");
      await expect(error).toContainText("Try again later");
      await expect(page.getByRole("banner").getByRole("link", { name: "Promotions" })).toBeEnabled();

      await clearFaults(request);
      await error.getByRole("button", { name: "Try again" }).click();
      await expect(error).toBeHidden({ timeout: 15_000 });
      await expect(read.loaded(page)).toBeVisible();
    });
  }
}
