// The account domain's public face: what the session code, boot and the admin command use of it.
export { applyAdminEmails, fillUsernameKeys, findSession, grantListedAdmin, sessionUserFor, setAdmin, type SessionRow } from "./profiles";
