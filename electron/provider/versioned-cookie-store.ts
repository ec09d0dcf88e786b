import { MemoryCookieStore, type Cookie, type ErrorCallback } from 'tough-cookie';

/**
 * tough-cookie's in-memory store that counts its changes: every put, update and removal (a Set-Cookie, a
 * login, a logout's clearing, an expired cookie swept by a lookup) raises `version`, so a Cookie header built
 * from it is known to still hold while the version is the same (cookie-header.ts).
 */
export class VersionedCookieStore extends MemoryCookieStore {
  #version = 0;

  /** Raised by every change to the store's cookies. */
  get version(): number {
    return this.#version;
  }

  override putCookie(cookie: Cookie): Promise<void>;
  override putCookie(cookie: Cookie, callback: ErrorCallback): void;
  override putCookie(cookie: Cookie, callback?: ErrorCallback): Promise<void> | void {
    this.#version += 1;
    return callback ? super.putCookie(cookie, callback) : super.putCookie(cookie);
  }

  override updateCookie(oldCookie: Cookie, newCookie: Cookie): Promise<void>;
  override updateCookie(oldCookie: Cookie, newCookie: Cookie, callback: ErrorCallback): void;
  override updateCookie(oldCookie: Cookie, newCookie: Cookie, callback?: ErrorCallback): Promise<void> | void {
    this.#version += 1;
    return callback ? super.updateCookie(oldCookie, newCookie, callback) : super.updateCookie(oldCookie, newCookie);
  }

  override removeCookie(domain: string, path: string, key: string): Promise<void>;
  override removeCookie(domain: string, path: string, key: string, callback: ErrorCallback): void;
  override removeCookie(domain: string, path: string, key: string, callback?: ErrorCallback): Promise<void> | void {
    this.#version += 1;
    return callback ? super.removeCookie(domain, path, key, callback) : super.removeCookie(domain, path, key);
  }

  override removeCookies(domain: string, path: string): Promise<void>;
  override removeCookies(domain: string, path: string, callback: ErrorCallback): void;
  override removeCookies(domain: string, path: string, callback?: ErrorCallback): Promise<void> | void {
    this.#version += 1;
    return callback ? super.removeCookies(domain, path, callback) : super.removeCookies(domain, path);
  }

  override removeAllCookies(): Promise<void>;
  override removeAllCookies(callback: ErrorCallback): void;
  override removeAllCookies(callback?: ErrorCallback): Promise<void> | void {
    this.#version += 1;
    return callback ? super.removeAllCookies(callback) : super.removeAllCookies();
  }
}
