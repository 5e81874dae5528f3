import { RouterProvider } from "react-router-dom";

import { envResult } from "@/lib/env";
import { AppProvider } from "@/app/provider";
import { createAppRouter } from "@/app/router";
import { EnvErrorScreen } from "@/app/env-error-screen";

type EnvCheck = Pick<typeof envResult, "success" | "problems">;

/** The whole application, or the configuration error screen when the Supabase env is missing. */
export function App({ envCheck = envResult }: { envCheck?: EnvCheck }) {
  if (!envCheck.success) return <EnvErrorScreen problems={envCheck.problems} />;
  return <ConfiguredApp />;
}

let router: ReturnType<typeof createAppRouter> | undefined;

function ConfiguredApp() {
  // One router for the page's lifetime (created on first render, not at import time).
  router ??= createAppRouter();
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
