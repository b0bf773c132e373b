import type { Metadata } from "next";
import type { ReactNode } from "react";
import "@casino/ui/styles.css";

export const metadata: Metadata = {
  title: "Casino",
  description: "Play, deposit and claim your rewards.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-theme="curacao">
      <body>{children}</body>
    </html>
  );
}
