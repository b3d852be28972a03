import type { TokenClaims } from './token';

export const DEVELOPMENT_IDENTITY_SECRET: string;
export function signTokenNode(
  secret: string,
  claims: Omit<TokenClaims, 'iat' | 'exp'>,
  maxAgeSeconds: number,
  nowMs: number,
): string;
