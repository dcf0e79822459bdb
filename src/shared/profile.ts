import type { Role } from "./validation/auth";

/** The signed-in user as the whole app sees it (spec part 1 section 1). */
export interface SessionUser {
  id: string;
  email: string;
  username: string;
  role: Role;
  isAdmin: boolean;
}
