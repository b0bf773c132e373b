import "./CountrySelect.css";

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of a two-letter country code (`"MT"` gives 🇲🇹), or `""` for anything else. */
export function flagEmoji(code: string): string {
  const letters = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return "";
  return String.fromCodePoint(...[...letters].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}

function isImageAddress(flag: string): boolean {
  return /^(https?:)?\/\//.test(flag) || flag.startsWith("/") || flag.startsWith("data:image/");
}

/**
 * A country's flag, decorative (the country's name is always written beside it): the back end's
 * `flag` image when it sends an address, else the emoji for the code.
 */
export function CountryFlag({ code, flag }: { code: string; flag?: string | null }) {
  if (flag && isImageAddress(flag)) {
    return (
      <img
        className="casino-CountrySelect-flagImage"
        src={flag}
        alt=""
        width={20}
        height={15}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className="casino-CountrySelect-flag" aria-hidden="true">
      {flag && !isImageAddress(flag) && flag.trim() !== "" ? flag : flagEmoji(code)}
    </span>
  );
}
