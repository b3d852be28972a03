import type { TokenClaims } from './token';

export function signTokenNode(
  secret: string,
  claims: Omit<TokenClaims, 'iat' | 'exp'>,
  maxAgeSeconds: number,
  nowMs: number,
): string;
