import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Stateless instances behind a load balancer: ship the minimal server.
  output: "standalone",
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
