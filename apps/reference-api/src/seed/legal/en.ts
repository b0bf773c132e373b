import { legalDocument, type SeedLegalDocument } from "./legal-html.ts";

const UPDATED = "2026-11-01";

/**
 * The demo brand's legal and help texts in English. Sample texts for a demonstration site, written
 * to read like the real thing; a brand serves its own. The bonus terms carry a `<script>` and an
 * `onerror` handler on purpose: the site's sanitizer must drop both (a browser test checks it).
 */
export const EN_LEGAL_DOCUMENTS: Readonly<Record<string, SeedLegalDocument>> = {
  "terms-and-conditions": legalDocument("Terms and conditions", UPDATED, [
    [
      "Who we are",
      "Demo Casino is operated by Demo Gaming N.V., registered in Curaçao. By opening an account you accept these terms.",
    ],
    [
      "Your account",
      "You may hold one account only. You must be at least 18 years old and allowed to gamble where you live.",
      [
        "Keep your password to yourself.",
        "Tell us at once if someone else used your account.",
        "Keep your details up to date.",
      ],
    ],
    [
      "Deposits and withdrawals",
      "Deposits are credited once the payment provider confirms them. We pay withdrawals to a method in your own name, after we have <strong>verified your identity</strong>.",
    ],
    [
      "Closing your account",
      'You can close your account at any time from your profile, or take a break with the tools described on the <a href="/responsible-gambling">responsible gambling</a> page.',
    ],
  ]),
  "privacy-policy": legalDocument("Privacy policy", UPDATED, [
    ["What this policy covers", "This policy explains which personal data we keep about you, why, and for how long."],
    [
      "The data we keep",
      [
        "Your name, date of birth and address, to verify your identity.",
        "Your deposits, withdrawals and bets, as gambling law requires.",
        "The pages you visit, to improve the site (only with your consent to cookies).",
      ],
    ],
    [
      "How long we keep it",
      "We keep your records for <em>five years</em> after your account closes, as anti-money-laundering law requires.",
    ],
    [
      "Your rights",
      "You can ask for a copy of your data, have it corrected, or object to marketing at any time. Write to privacy@demo.casino.",
    ],
  ]),
  "aml-policy": legalDocument("Anti-money-laundering policy", UPDATED, [
    [
      "Our commitment",
      "We do not accept money from crime and we report suspicious activity to the authorities, as the law requires.",
    ],
    [
      "Checks we make",
      [
        "We verify every player's identity before the first withdrawal.",
        "We may ask where the money you deposit comes from.",
        "We watch for patterns such as deposits withdrawn without play.",
      ],
    ],
    [
      "What happens if we cannot verify you",
      "Until the checks are complete we may hold withdrawals. We never pay winnings to a third party.",
    ],
  ]),
  "bonus-terms": legalDocument("Bonus terms", UPDATED, [
    [
      "General rules",
      "One bonus and one free-spins offer can be active at a time. Cancelling a bonus removes its remaining bonus money.",
    ],
    [
      "Wagering",
      'Bonus money must be wagered the number of times the offer states before it turns into cash.<img src="/bonus-terms.png" onerror="document.documentElement.dataset.legalHandler=\'ran\'">',
      ["Wagering counts only on games that allow bonus play.", "The maximum bet while a bonus is active applies."],
    ],
    [
      "Abuse",
      'We may cancel bonuses taken by several accounts of one person.<script>document.documentElement.dataset.legalScript="ran"</script>',
    ],
  ]),
  "responsible-gambling": legalDocument("Responsible gambling", UPDATED, [
    [
      "Play for fun",
      "Gambling should be entertainment, never a way to make money. Only play with money you can afford to lose.",
    ],
    [
      "Tools to stay in control",
      [
        "Deposit, loss and bet limits, daily, weekly or monthly.",
        "A session time limit that signs you out.",
        "A time-out or a self-exclusion, which cannot be shortened once set.",
      ],
    ],
    [
      "Getting help",
      'If gambling stops being fun, talk to someone. Independent, free help is available at <a href="https://www.begambleaware.org">BeGambleAware</a>.',
    ],
  ]),
  "kyc-refund-policy": legalDocument("KYC and refund policy", UPDATED, [
    [
      "Verifying your identity",
      "Before your first withdrawal we ask for a proof of identity and a proof of address no older than six months.",
      ["Accepted files: JPG, PNG or PDF, up to 25 MB.", "Our team reviews documents within 24 hours."],
    ],
    [
      "Refunds",
      "A deposit made in error can be refunded to the same method if it has not been played. Ask our support team within 14 days.",
    ],
  ]),
  "legal-use-of-website": legalDocument("Legal use of the website", UPDATED, [
    [
      "Where you may play",
      "You may use this website only where online gambling is legal for you. We block countries where our licence does not apply.",
    ],
    [
      "Fair use",
      [
        "No automated play, bots or scripts.",
        "No use of more than one account.",
        "No attempt to exploit errors in games or payments.",
      ],
    ],
  ]),
};
