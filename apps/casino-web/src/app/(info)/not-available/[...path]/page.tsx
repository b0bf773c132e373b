import { dynamicTextKey } from "@casino/i18n";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getRequestContext } from "../../../../core/request-context";
import { NotAvailablePage } from "../../../../features/shell/not-available/NotAvailablePage";
import { notAvailablePageName } from "../../../../features/shell/not-available/not-available-pages";

interface NotAvailableRouteProps {
  params: Promise<{ path: string[] }>;
}

/** The route a listed path stands for (`/profile2/my-bonuses`), from the rest of the address. */
async function routeOf(params: NotAvailableRouteProps["params"]): Promise<string> {
  return `/${(await params).path.join("/")}`;
}

export async function generateMetadata({ params }: NotAvailableRouteProps): Promise<Metadata> {
  const name = notAvailablePageName(await routeOf(params));
  return name === null ? {} : { title: (await getRequestContext()).t(dynamicTextKey(name)) };
}

/**
 * The shared page of every route this brand does not have yet (the proxy sends the listed paths
 * here; see `features/shell/not-available/not-available-pages.ts`). Anything else here is a 404.
 */
export default async function NotAvailableRoute({ params }: NotAvailableRouteProps) {
  const name = notAvailablePageName(await routeOf(params));
  if (name === null) notFound();
  return <NotAvailablePage name={name} />;
}
