/** One error shape for every API answer that is not a success: `{ error: { name }, message, field? }`. */
export const ERROR_NAMES = {
  ValidationError: 400,
  TokenExpiredError: 401,
  JsonWebTokenError: 401,
  InvalidTokenError: 401,
  InvalidCredentials: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  /** A visitor must accept the privacy notice's current version first (`version` says which). */
  PrivacyConsentRequired: 428,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  HeadersTooLarge: 431,
  InternalError: 500,
} as const;
export type ErrorName = keyof typeof ERROR_NAMES;

export interface ApiErrorBody {
  error: { name: ErrorName };
  message: string;
  field?: string;
  /** PrivacyConsentRequired: the privacy notice's current version, to show and accept. */
  version?: number;
}

/** Token rejections after which the client sends the user to /login (spec part 1 §8). */
export const SESSION_ERROR_NAMES: readonly ErrorName[] = [
  'TokenExpiredError',
  'InvalidTokenError',
  'JsonWebTokenError',
];

export function isSessionError(body: unknown): boolean {
  const name = (body as Partial<ApiErrorBody> | null)?.error?.name;
  return name !== undefined && SESSION_ERROR_NAMES.includes(name);
}
