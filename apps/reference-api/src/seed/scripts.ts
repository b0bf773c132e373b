/** The visitor segments scripts are served to (`docs/features.md`, "Marketing scripts"). */
export type ScriptSegment = "anonymous" | "authenticated" | "depositor";

/** A script entry with the segment it belongs to. */
export interface SeedScript {
  key: string;
  name: string;
  segment: ScriptSegment;
  head: string;
  bodyStart: string;
  bodyEnd: string;
}

/** A harmless script that only marks the page, so a test can see that it ran and where. */
function marker(segment: ScriptSegment, place: string): string {
  const attribute = `script${segment[0]?.toUpperCase() ?? ""}${segment.slice(1)}${place}`;
  return `<script>document.documentElement.dataset.${attribute}="ran";</script>`;
}

/** One script per segment, each marking `<html>` from head, body start and body end. */
export const SEED_SCRIPTS: SeedScript[] = (["anonymous", "authenticated", "depositor"] as const).map((segment) => ({
  key: `demo-${segment}`,
  name: `Demo ${segment} marker`,
  segment,
  head: marker(segment, "Head"),
  bodyStart: marker(segment, "BodyStart"),
  bodyEnd: marker(segment, "BodyEnd"),
}));
