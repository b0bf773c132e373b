/** The kinds of KYC document asked for (`docs/features.md`, "Identity verification (KYC)"). */
export const SEED_DOCUMENT_LABELS = [
  {
    id: 1,
    key: "identity",
    name: "Identity proof",
    description: "Passport, ID card or driving licence",
    hasBackSide: true,
  },
  {
    id: 2,
    key: "address",
    name: "Proof of address",
    description: "A utility bill or bank statement no older than 6 months",
    hasBackSide: false,
  },
  {
    id: 3,
    key: "payment",
    name: "Bank statement or card proof",
    description: "A statement or a photo of the card used",
    hasBackSide: true,
  },
];
