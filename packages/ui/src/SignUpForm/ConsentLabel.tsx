import { useT } from "@casino/i18n/react";
import "./SignUpForm.css";

/** Props of {@link ConsentLabel}. */
export interface ConsentLabelProps {
  /** The consent line, with `{TERMS}` and `{PRIVACY}` where the two documents' links go. */
  text: string;
  /** Where the terms and conditions and the privacy policy are (opened in a new tab, so nothing typed is lost). */
  termsHref: string;
  privacyHref: string;
}

/** A sign-up's consent line with the terms and the privacy policy as links. */
export function ConsentLabel({ text, termsHref, privacyHref }: ConsentLabelProps) {
  const t = useT();
  const links = {
    TERMS: { href: termsHref, key: "signup.terms.link" },
    PRIVACY: { href: privacyHref, key: "signup.privacy.link" },
  } as const;
  return text.split(/\{(TERMS|PRIVACY)\}/).map((part, index) => {
    if (index % 2 === 0) return part;
    const link = links[part as keyof typeof links];
    return (
      <a key={part} href={link.href} target="_blank" rel="noopener" className="casino-SignUpForm-link">
        {t(link.key)}
      </a>
    );
  });
}
