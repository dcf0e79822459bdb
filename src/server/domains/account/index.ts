// The account domain's public face: what the HTTP session middleware, boot and the admin command use of it.
export { applyAdminEmails, fillUsernameKeys, sessionUserFor, setAdmin } from "./profiles";
