// The one component RestrictionGate loads lazily, for restricted visitors only.
export { RestrictedCountryOverlay } from "@casino/ui";
