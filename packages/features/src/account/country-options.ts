import type { Country } from "@casino/api-client";
import type { CountryOption } from "@casino/ui/CountrySelect";

/** The server's countries as the kit's pickers take them (a country without a name shows its code). */
export function countryOptions(rows: readonly Country[] | undefined): CountryOption[] {
  return (rows ?? []).map((row) => ({
    code: row.code,
    name: row.name ?? row.code,
    phoneCode: row.phoneCode == null ? null : String(row.phoneCode),
    flag: row.flag ?? null,
  }));
}
