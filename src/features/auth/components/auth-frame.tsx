import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

interface AuthFrameProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The way out under the card, e.g. back to the site or to the login page. */
  back: { to: string; label: string; icon: ReactNode };
}

/** The centred card of the sign-in screens (login, its code step, the invited person's password), the way out under it. */
export function AuthFrame({ icon, title, description, children, back }: AuthFrameProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {back.icon}
        {back.label}
      </Link>
    </main>
  );
}
