import type { User } from "@supabase/supabase-js";

import { initialOf } from "@/lib/utils";

function metaString(user: User, key: string): string | undefined {
  const value = (user.user_metadata as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** What the avatar menus show about the signed-in user (docs/product.md (Public layout, Login and admin, Entities) session user). */
export function userIdentity(user: User) {
  const email = user.email ?? "";
  const firstName = metaString(user, "first_name");
  const lastName = metaString(user, "last_name");
  const fullName = [firstName, lastName].filter(Boolean).join(" ");
  return {
    email,
    avatarUrl: metaString(user, "avatar_url"),
    /** First name, else the e-mail (admin top bar). */
    shortName: firstName ?? email,
    /** First + last name, else the e-mail (public avatar menu). */
    fullName: fullName || email,
    /** First letter of first_name, else of the e-mail. */
    initial: initialOf(firstName, email),
  };
}
