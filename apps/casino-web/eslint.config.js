import { config } from "@casino/eslint-config";

export default config({ react: true });
