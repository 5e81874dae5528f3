import { Link } from "react-router-dom";
import { LayoutDashboardIcon, LogOutIcon, UserRoundIcon } from "lucide-react";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OnDemandProps } from "@/components/on-demand";
import type { UserMenuProps } from "@/app/layouts/user-menu";
import { userIdentity } from "@/app/layouts/user-identity";
import { useLogout } from "@/features/auth/api/logout";
import { paths } from "@/config/paths";

/** The signed-in user's menu behind the avatar button (loaded on demand by UserMenu). */
export default function UserMenuContent({ user, variant, trigger, defaultOpen }: Omit<UserMenuProps, "className"> & OnDemandProps) {
  const { fullName, shortName, email } = userIdentity(user);
  const { logout, isPending } = useLogout();
  const name = variant === "admin" ? shortName : fullName;

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
              <Link to={paths.admin.dashboard.getHref()}>
                <LayoutDashboardIcon aria-hidden="true" />
                Dashboard
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <Link to={paths.admin.profile.getHref()}>
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
