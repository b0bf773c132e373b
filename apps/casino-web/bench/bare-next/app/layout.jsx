// The yardstick the benchmarks print beside our pages: Next.js with nothing of ours.
export const metadata = { title: "Bare Next.js page" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
