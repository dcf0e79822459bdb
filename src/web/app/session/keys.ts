// Query keys of what every screen shares: the signed-in user and the server's public settings.
export const sessionKeys = {
  me: ["session", "me"] as const,
  publicConfig: ["session", "public-config"] as const,
};
