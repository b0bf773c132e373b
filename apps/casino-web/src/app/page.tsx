import { readBackendConfig } from "../server/backend-config";

async function backendStatus(): Promise<string> {
  const { apiUrl } = readBackendConfig(process.env);
  try {
    const response = await fetch(`${apiUrl}/health`, { cache: "no-store", signal: AbortSignal.timeout(5_000) });
    const body = (await response.json()) as { status?: string };
    return body.status ?? "unknown";
  } catch {
    return "unreachable";
  }
}

export default async function HomePage() {
  const status = await backendStatus();
  return (
    <main>
      <h1>Casino</h1>
      <p data-testid="backend-status">Back end: {status}</p>
    </main>
  );
}
