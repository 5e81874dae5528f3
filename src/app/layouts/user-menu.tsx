import { Link } from "react-router-dom";
import type { User } from "@supabase/supabase-js";
import { LayoutDashboardIcon, LogOutIcon, UserRoundIcon } from "lucide-react";

import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { userIdentity } from "@/app/layouts/user-identity";
import { useLogout } from "@/app/layouts/use-logout";

export function UserAvatar({ user, className }: { user: User; className?: string }) {
  const { avatarUrl, initial } = userIdentity(user);
  return (
    <Avatar className={className}>
      {avatarUrl && <AvatarImage src={avatarUrl} alt="" />}
      <AvatarFallback>{initial}</AvatarFallback>
    </Avatar>
  );
}

type UserMenuProps = {
  user: User;
  /** "public": full name + Dashboard/Profil/Log out; "admin": first name + Profil/Log out. */
  variant: "public" | "admin";
  className?: string;
};

/** Avatar button opening the signed-in user's menu (SPEC §2.2 and §2.13). */
export function UserMenu({ user, variant, className }: UserMenuProps) {
  const { fullName, shortName, email } = userIdentity(user);
  const { logout, isPending } = useLogout();
  const name = variant === "admin" ? shortName : fullName;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
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
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <div className="flex flex-col gap-1">
            <p className="truncate text-sm font-semibold leading-none">{name}</p>
            <p className="truncate text-xs leading-none text-muted-foreground">{email}</p>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {variant === "public" && (
            <DropdownMenuItem asChild>
              <Link to="/dashboard">
                <LayoutDashboardIcon aria-hidden="true" />
                Dashboard
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <Link to="/dashboard/profile">
              <UserRoundIcon aria-hidden="true" />
              Profil
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={isPending} onSelect={() => void logout()}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
