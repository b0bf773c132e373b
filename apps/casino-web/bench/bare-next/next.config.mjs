/** The site's build settings that change what a browser downloads, so the comparison is fair. */
const nextConfig = { poweredByHeader: false, reactStrictMode: true };

export default nextConfig;
