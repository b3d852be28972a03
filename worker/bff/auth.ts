/**
 * The Worker's identity endpoints (identity contract, "BFF session (C)"): POST, same origin, JSON
 * with the envelope or a plain form (auth-action.ts), rate-limited per client and per account. The
 * browser never sees the auth service, the API key, the access token or the refresh token.
 */
export { authLogin, authRegister } from './auth-login';
export { authLogout, authRefresh } from './auth-session';
export { authPassword, authResetCommit, authResetRequest } from './auth-password';
