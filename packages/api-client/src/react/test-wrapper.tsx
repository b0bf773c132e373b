import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ApiClient } from "../create-api-client";
import { ApiClientProvider } from "./api-client-context";

/** Wraps hooks under test in a QueryClient and an API client. Tests only. */
export function makeWrapper(queryClient: QueryClient, client: ApiClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
  };
}
