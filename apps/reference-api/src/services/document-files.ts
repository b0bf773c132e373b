/** What each accepted upload type starts with: its magic bytes. */
const SIGNATURES: readonly { type: string; bytes: readonly number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The accepted type a file's content is, read from its first bytes (never from its name or declared type). */
export function sniffedUploadType(content: Uint8Array): string | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte))?.type;
}

/** Longest stored name, extension included. */
const MAX_NAME_LENGTH = 100;

/**
 * A file name safe to store and show: the last path segment only, control, path, markup and
 * quoting characters replaced by `_`, runs of dots and spaces collapsed, at most 100 characters,
 * ending in `.extension` (the one the content was checked against).
 *
 * @example safeFileName("../../etc/<script>pass port.PNG", "png") // "_script_pass port.png"
 */
export function safeFileName(name: string, extension: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const stem = base
    .replace(/\.[^.]*$/, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .replace(/\.{2,}/g, ".")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const suffix = `.${extension}`;
  return `${(stem || "document").slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
}
