import type { User } from "@supabase/supabase-js";

import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/on-demand";
import { cn } from "@/lib/utils";
import { userIdentity } from "@/app/layouts/user-identity";

export function UserAvatar({ user, className }: { user: User; className?: string }) {
  const { avatarUrl, initial } = userIdentity(user);
  return (
    <Avatar className={className}>
      {avatarUrl && <AvatarImage src={avatarUrl} alt="" />}
      <AvatarFallback>{initial}</AvatarFallback>
    </Avatar>
  );
}

export type UserMenuProps = {
  user: User;
  /** "public": full name + Dashboard/Profil/Log out; "admin": first name + Profil/Log out. */
  variant: "public" | "admin";
  className?: string;
};

const loadUserMenuContent = () => import("@/app/layouts/user-menu-content").then((module) => module.default);

/** Avatar button opening the signed-in user's menu (docs/product.md, Public layout, Login and admin); the menu loads on first use. */
export function UserMenu({ user, variant, className }: UserMenuProps) {
  const { shortName } = userIdentity(user);
  return (
    <OnDemand
      load={loadUserMenuContent}
      openOn="pointerdown"
      props={{ user, variant }}
      trigger={
        <Button
          variant="ghost"
          className={cn("h-10 gap-2 rounded-full px-1.5", variant === "admin" && "md:pr-3", className)}
          aria-label="Menu pengguna"
        >
          <UserAvatar user={user} className="size-8" />
          {variant === "admin" && (
            <span className="hidden max-w-[10rem] truncate text-sm font-medium md:inline">{shortName}</span>
          )}
        </Button>
      }
    />
  );
}
