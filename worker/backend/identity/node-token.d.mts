import type { TokenSubject } from './token';

export function signTokenNode(
  secret: string,
  claims: TokenSubject,
  maxAgeSeconds: number,
  nowMs: number,
): string;
