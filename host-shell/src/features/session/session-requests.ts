import { z } from 'zod';
import { userSchema, type User } from 'shared-contracts/api/auth';
import { CART_COUNT_PAGE_SIZE, cartPageSchema } from 'shared-contracts/api/cart';
import { menuRouteSchema, type MenuRoute } from 'shared-contracts/api/menus';
import { getJson, http } from 'shared-contracts/http/client';

/** SPEC §7 calls of the session; the shared client adds the token and the error catalogue. */

export function fetchUserInfo(): Promise<User> {
  // Quiet: a failure here logs out and reloads (SPEC §8), a toast would flash and vanish with the page.
  return getJson(userSchema, 'auth/info', { context: { quiet: true } });
}

const menuRoutesSchema = z.array(menuRouteSchema);

/** `token`: as this user before the session holds them (a sign-in handed over by the login document). */
export function fetchMenuRoutes(token?: string): Promise<MenuRoute[]> {
  return getJson(menuRoutesSchema, 'api/menus/build', token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
}

/** An `auth/info` answer fetched before the shared client existed (early-session.ts), checked. */
export const parseUserInfo = (body: unknown): User => userSchema.parse(body);

/** An `api/menus/build` answer fetched before the shared client existed (early-session.ts), checked. */
export const parseMenuRoutes = (body: unknown): MenuRoute[] => menuRoutesSchema.parse(body);

/** `totalElements` of a 999-item page is the cart count (SPEC §7, §9). */
export async function fetchCartCount(): Promise<number> {
  const page = await getJson(cartPageSchema, 'api/shopCart/myCart', {
    searchParams: { page: 0, size: CART_COUNT_PAGE_SIZE },
    // A badge that failed to refresh is not worth an error toast.
    context: { quiet: true },
  });
  return page.totalElements;
}

export async function revokeToken(): Promise<void> {
  await http.delete('auth/logout', { context: { quiet: true } });
}
