/**
 * A call through `useDataProvider()` that signed the user out (401) answers `{data: {}}`
 * (react-admin's proxy); the login page replaces the screen right after. Such a reply is not data.
 */
export class SignedOutError extends Error {
  constructor() {
    super('signed out');
    this.name = 'SignedOutError';
  }
}

/** The data of a custom data provider method's reply `{data}`. */
export function dataOf<T>(reply: { data: T }): T {
  const { data } = reply;
  if (typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).length === 0) {
    throw new SignedOutError();
  }
  return data;
}
