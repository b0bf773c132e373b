export { OneClickCredentials } from "./OneClickCredentials";
export type { OneClickCredentialsProps } from "./OneClickCredentials";
