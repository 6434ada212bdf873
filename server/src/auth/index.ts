// The public surface of auth: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export type { AuthContext } from './authContext';
export type { AuthServices } from './authServices';
export { authTokens, users } from './authTables';
export {
  revokeAllTokens,
  tokenOwnerColumns,
  tokenParams,
  validTokenSql,
  type TokenCheck,
  type TokenOwnerRow,
} from './authTokens';
export { verifyPasswordTimingSafe } from './passwordHash';
export {
  authenticateFrom,
  authOf,
  requireAuth,
  requireRole,
  tokenCheckOf,
  tokenInRead,
  UNAUTHORIZED,
} from './requireRole';
export { EMAIL_TAKEN, findUserById, normaliseEmail, userView, type UserRow } from './userService';
