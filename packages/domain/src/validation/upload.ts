import { DateTime } from "luxon";
import { calendarDayInZone } from "../zoned-date";
import { VALIDATION_MESSAGES } from "./messages";

/** Largest upload, in bytes: 25 MB read as 25 MiB. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * Largest upload request body, in bytes: 1 MiB above {@link UPLOAD_MAX_BYTES} for the multipart
 * framing and the other fields, so every hop (the site's server, the back end) reads a file up to
 * the limit whole and refuses one just over it in words; anything larger is cut off unread.
 */
export const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_MAX_BYTES + 1024 * 1024;

/** Oldest proof-of-address document accepted, in months. */
export const PROOF_OF_ADDRESS_MAX_AGE_MONTHS = 6;

/** File extensions a document upload accepts. */
export const UPLOAD_ALLOWED_EXTENSIONS: readonly string[] = ["jpg", "jpeg", "png", "pdf"];

/** MIME types of those extensions, for the file picker's `accept` and for the type check. */
export const UPLOAD_ALLOWED_MIME_TYPES: readonly string[] = ["image/jpeg", "image/png", "application/pdf"];

/** A file as the upload rules read it (a browser `File` fits). */
export interface UploadFile {
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type when the browser knows it; an empty string when it does not. */
  type?: string | null;
}

/**
 * The message key for a chosen file, or `null`: required when there is none or it is empty;
 * `invalid.upload.type` unless its extension (any case) is jpg, jpeg, png or pdf, and its MIME
 * type, when known, matches; `invalid.upload.size` unless it is under 25 MB.
 *
 * @example validateUpload({ name: "passport.PDF", size: 1_000_000, type: "application/pdf" }) // null
 * @example validateUpload({ name: "scan.heic", size: 10 }) // "form.validation.invalid.upload.type"
 */
// @__NO_SIDE_EFFECTS__
export function validateUpload(file: UploadFile | null | undefined): string | null {
  if (file == null || file.size <= 0) return VALIDATION_MESSAGES.required;
  const extension = /\.([^.]+)$/.exec(file.name.trim())?.[1]?.toLowerCase() ?? "";
  if (!UPLOAD_ALLOWED_EXTENSIONS.includes(extension)) return VALIDATION_MESSAGES.uploadType;
  const type = file.type?.trim().toLowerCase() ?? "";
  if (type !== "" && !UPLOAD_ALLOWED_MIME_TYPES.includes(type)) return VALIDATION_MESSAGES.uploadType;
  return file.size < UPLOAD_MAX_BYTES ? null : VALIDATION_MESSAGES.uploadSize;
}

/**
 * The oldest issue day (`yyyy-MM-dd`) a proof-of-address document may carry today: 6 months
 * before today in the player's zone.
 *
 * @example oldestProofOfAddressDate(new Date("2026-08-31T12:00:00Z")) // "2026-02-28"
 */
// @__NO_SIDE_EFFECTS__
export function oldestProofOfAddressDate(now: Date, zone?: string): string {
  return DateTime.fromISO(calendarDayInZone(now, zone), { zone: "utc" })
    .minus({ months: PROOF_OF_ADDRESS_MAX_AGE_MONTHS })
    .toFormat("yyyy-MM-dd");
}

/**
 * The message key for a proof-of-address issue date, or `null`: required, a real day, not in
 * the future and at most 6 months old (exactly 6 months is still accepted).
 *
 * @example validateProofOfAddressDate("2025-01-01", new Date("2026-03-01T12:00:00Z")) // "form.validation.invalid.document.date"
 */
// @__NO_SIDE_EFFECTS__
export function validateProofOfAddressDate(
  issuedOn: string | null | undefined,
  now: Date,
  zone?: string,
): string | null {
  const day = issuedOn?.trim().slice(0, 10) ?? "";
  if (day === "") return VALIDATION_MESSAGES.required;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !DateTime.fromISO(day).isValid) return VALIDATION_MESSAGES.format;
  if (day > calendarDayInZone(now, zone)) return VALIDATION_MESSAGES.format;
  return day < oldestProofOfAddressDate(now, zone) ? VALIDATION_MESSAGES.documentTooOld : null;
}
