import { GraphQLError, type ExecutionResult, type FormattedExecutionResult } from 'graphql';
import { logError } from './log';

/** A refusal the caller may see: its message and `extensions.code` pass through to the response. */
export class ApiError extends GraphQLError {
  constructor(message: string, code: string, details: Record<string, unknown> = {}) {
    super(message, { extensions: { ...details, code } });
  }
}

/**
 * A GraphQL error with a machine-readable code, as the Merchant API reports them; `details` add
 * what the caller needs to place the error (e.g. the SKU that sold out, the fields that are wrong).
 */
export const apiError = (message: string, code: string, details?: Record<string, unknown>) =>
  new ApiError(message, code, details);

export const INTERNAL_ERROR = {
  message: 'Internal server error',
  extensions: { code: 'INTERNAL' },
};

/**
 * Keeps ApiErrors and request errors (syntax, validation, variables: no original error) and hides
 * everything else (D1 errors, bugs) behind INTERNAL_ERROR, logged here with its path.
 */
export function maskErrors(
  result: ExecutionResult,
  operationName?: string | null,
): FormattedExecutionResult {
  if (!result.errors) return result as FormattedExecutionResult;
  const errors = result.errors.map((error) => {
    const original = error.originalError;
    if (!original)
      return { ...error.toJSON(), extensions: { code: 'BAD_REQUEST', ...error.extensions } };
    if (original instanceof ApiError) return error.toJSON();
    logError('resolver failed', original, { operation: operationName ?? null, path: error.path });
    return { ...INTERNAL_ERROR, ...(error.path ? { path: error.path } : {}) };
  });
  return { ...result, errors };
}
