/**
 * The brand's name as players read it, from its package name: words split at `-`, `_` and `.`,
 * each capitalised.
 *
 * @example brandDisplayName("lucky-lulu") // "Lucky Lulu"
 */
export function brandDisplayName(packageName: string): string {
  return packageName
    .split(/[-_.]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
