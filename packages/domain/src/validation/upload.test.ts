import { describe, expect, it } from "vitest";
import { oldestProofOfAddressDate, validateProofOfAddressDate, validateUpload } from "./upload";

const MB = 1024 * 1024;

describe("validateUpload", () => {
  it("accepts jpg, jpeg, png and pdf in any case", () => {
    for (const name of ["id.jpg", "id.JPEG", "bill.Png", "statement.pdf"])
      expect(validateUpload({ name, size: MB })).toBeNull();
  });

  it("refuses other types, by name or by a known MIME type", () => {
    for (const name of ["scan.heic", "doc.docx", "pdf", "archive.pdf.zip"])
      expect(validateUpload({ name, size: MB })).toBe("form.validation.invalid.upload.type");
    expect(validateUpload({ name: "id.jpg", size: MB, type: "image/gif" })).toBe("form.validation.invalid.upload.type");
    expect(validateUpload({ name: "id.jpg", size: MB, type: "" })).toBeNull();
  });

  it("takes files under 25 MB only", () => {
    expect(validateUpload({ name: "id.pdf", size: 25 * MB - 1 })).toBeNull();
    expect(validateUpload({ name: "id.pdf", size: 25 * MB })).toBe("form.validation.invalid.upload.size");
  });

  it("asks for a file when there is none or it is empty", () => {
    expect(validateUpload(null)).toBe("form.validation.invalid.required");
    expect(validateUpload({ name: "id.pdf", size: 0 })).toBe("form.validation.invalid.required");
  });
});

describe("proof of address age", () => {
  const now = new Date("2026-08-31T12:00:00Z");

  it("reaches back 6 calendar months, clamping month ends", () => {
    expect(oldestProofOfAddressDate(now)).toBe("2026-02-28");
    expect(oldestProofOfAddressDate(new Date("2028-08-31T12:00:00Z"))).toBe("2028-02-29");
  });

  it("accepts a document exactly 6 months old and refuses one a day older", () => {
    expect(validateProofOfAddressDate("2026-02-28", now)).toBeNull();
    expect(validateProofOfAddressDate("2026-02-27", now)).toBe("form.validation.invalid.document.date");
  });

  it("refuses future, impossible and missing dates", () => {
    expect(validateProofOfAddressDate("2026-09-01", now)).toBe("form.validation.invalid.format");
    expect(validateProofOfAddressDate("2026-02-30", now)).toBe("form.validation.invalid.format");
    expect(validateProofOfAddressDate("", now)).toBe("form.validation.invalid.required");
  });

  it("counts today in the player's zone", () => {
    const late = new Date("2026-08-31T23:30:00Z");
    expect(validateProofOfAddressDate("2026-09-01", late, "Asia/Tokyo")).toBeNull();
  });
});
