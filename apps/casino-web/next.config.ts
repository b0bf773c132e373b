import type { NextConfig } from "next";
import {
  PERMISSIONS_POLICY,
  readSecurityConfig,
  STATIC_SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from "./src/core/security-headers";

/**
 * The security headers of every answer the proxy (src/proxy.ts) does not write, read when the
 * site is built: static files, the icons, the image optimiser and an error page Next renders
 * past the proxy. Pages get the same ones and their CSP with its nonce from the proxy.
 */
const security = readSecurityConfig(process.env);
const everyAnswer = Object.entries({
  ...STATIC_SECURITY_HEADERS,
  "Permissions-Policy": PERMISSIONS_POLICY,
  ...(security.hsts ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
}).map(([key, value]) => ({ key, value }));
/** A file is no document: it may run nothing and be framed by nobody. */
const fileOnly = [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }];

const nextConfig: NextConfig = {
  // Stateless instances behind a load balancer: ship the minimal server.
  output: "standalone",
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The proxy (src/proxy.ts) reads every request's body first; by default it cuts it at 10 MB,
    // which broke uploads the kit allows (25 MB). The kit's UPLOAD_REQUEST_MAX_BYTES, 26 MiB
    // (Next loads this file without the packages' ESM exports; src/core/next-config.test.ts
    // holds the two equal). The site's route refuses a larger body with 413.
    proxyClientMaxBodySize: 26 * 1024 * 1024,
    // A page's styles in its HTML (one <style>, about 8 to 11 KB gzip) instead of a stylesheet
    // per component: the kit's components each import their own sheet, which shipped as up to 13
    // render-blocking requests a page (the "graph" chunking merged only two of them), so the first
    // paint waited on all of them. Navigations inside the site still fetch the sheets they lack.
    // Next 16.4.6 wrote the root layout's sheets a third time into every page's payload, as the
    // default error page's (vercel/next.js#98110): patches/next@16.4.6.patch leaves those out
    // (that page styles itself inline), about 27 KB of every document.
    inlineCss: true,
  },
  headers() {
    return Promise.resolve([
      { source: "/:path*", headers: everyAnswer },
      ...["/_next/static/:path*", "/favicon.ico", "/icon.svg"].map((source) => ({ source, headers: fileOnly })),
    ]);
  },
};

export default nextConfig;
