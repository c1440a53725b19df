// The API token of this browser tab: pasted once, kept in sessionStorage (this tab only, gone when it closes), never
// written into the page's HTML or its address, so no link, bookmark, history entry or referrer carries it.
const KEY = 'savepoint.token';

export const savedToken = (): string | null => sessionStorage.getItem(KEY);

export function saveToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function forgetToken(): void {
  sessionStorage.removeItem(KEY);
}
