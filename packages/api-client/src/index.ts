export { ApiError, isApiError } from "./api-error";
