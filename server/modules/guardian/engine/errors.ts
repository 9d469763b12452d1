/** Bad input (empty, too long, not an image). Routes map it to HTTP 400. */
export class GuardianInputError extends Error {
  readonly code: 'EMPTY' | 'TOO_LONG' | 'NOT_TEXT' | 'BAD_IMAGE';
  constructor(code: GuardianInputError['code'], message: string) {
    super(message);
    this.name = 'GuardianInputError';
    this.code = code;
  }
}

/** The text model file is missing, corrupt or incompatible. The engine keeps running without it. */
export class GuardianModelError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GuardianModelError';
  }
}

export const MAX_TEXT_LENGTH = 10_000;
