// First-load JS of routes, as a browser fetches it: every script response until the network is
// idle, gzipped at level 9 (QUALITY.md "Speed and size"). A benchmark, not a test: it prints figures.
// Usage: node bench/first-load-js.mjs [baseUrl] [route...] against a running production server.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const [baseUrl = "http://localhost:3000", ...routes] = process.argv.slice(2);
const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((path) => path && existsSync(path));
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
for (const route of routes.length > 0 ? routes : ["/"]) {
  const page = await browser.newPage();
  const scripts = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      scripts.push({ url: response.url(), gzip: gzipSync(await response.body(), { level: 9 }).length });
    } catch {
      // A response without a body (redirect) carries no code.
    }
  });
  await page.goto(new URL(route, baseUrl).toString(), { waitUntil: "networkidle" });
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.info(`${route}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
  for (const script of scripts)
    console.info(`  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`);
  await page.close();
}
await browser.close();
