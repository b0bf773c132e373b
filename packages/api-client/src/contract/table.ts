import type { ConformanceRow } from "./conformance";

const MARK = { pass: "pass", fail: "FAIL", skip: "skip" } as const;

/**
 * The conformance rows as a plain-text table (call, request, status, result, first issue) and a
 * last line of totals, for a terminal or a CI log.
 *
 * @example
 * formatConformanceTable([{ check: "games", request: "GET /api/admin/get-games", status: 200, result: "pass", issue: "" }]);
 */
export function formatConformanceTable(rows: readonly ConformanceRow[]): string {
  const cells = [
    ["call", "request", "status", "result", "first issue"],
    ...rows.map((row) => [
      row.check,
      row.request,
      row.status === undefined ? "-" : String(row.status),
      MARK[row.result],
      row.issue,
    ]),
  ];
  const widths = cells[0]?.map((_, column) => Math.max(...cells.map((line) => line[column]?.length ?? 0))) ?? [];
  const lines = cells.map((line) =>
    line
      .map((cell, column) => (column === line.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
  const count = (result: ConformanceRow["result"]) => rows.filter((row) => row.result === result).length;
  const totals = `${count("pass")} passed, ${count("fail")} failed, ${count("skip")} skipped of ${rows.length}`;
  return [...lines.slice(0, 1), lines[0]?.replace(/[^ ]/g, "-") ?? "", ...lines.slice(1), "", totals].join("\n");
}
