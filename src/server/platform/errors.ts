import { AUTH_MESSAGES, COMMON_MESSAGES } from "#shared/messages/index.ts";

/** Typed errors thrown by services; one handler in app.ts turns them into `{ error }` responses. */
export class AppError extends Error {
  constructor(
    public status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504,
    message: string,
  ) {
    super(message);
  }
}
export class Invalid extends AppError {
  constructor(m: string = COMMON_MESSAGES.invalidRequest) {
    super(400, m);
  }
}
export class Unauthorized extends AppError {
  constructor(m: string) {
    super(401, m);
  }
}
/** The request's session has ended (signed out, revoked, the account deleted): 401, and the browser's cookies are dropped. */
export class SessionEnded extends Unauthorized {
  constructor() {
    super(AUTH_MESSAGES.notSignedIn);
  }
}
export class Forbidden extends AppError {
  constructor(m: string) {
    super(403, m);
  }
}
export class NotFound extends AppError {
  constructor(m: string = COMMON_MESSAGES.notFound) {
    super(404, m);
  }
}
export class Conflict extends AppError {
  constructor(m: string) {
    super(409, m);
  }
}
export class UnsupportedType extends AppError {
  constructor(m: string) {
    super(415, m);
  }
}
export class TooMany extends AppError {
  constructor(m: string = COMMON_MESSAGES.tooManyRequests) {
    super(429, m);
  }
}
export class AiUnavailable extends AppError {
  constructor(m: string, status: 502 | 503 | 504 = 502) {
    super(status, m);
  }
}
