import { TOKEN_KEY, USER_ID_KEY } from '../../api/client';

export function hasStoredSession(): boolean {
  return Boolean(localStorage.getItem(TOKEN_KEY) && localStorage.getItem(USER_ID_KEY));
}

export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeSession(token: string, userId: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_ID_KEY, userId);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_ID_KEY);
}
