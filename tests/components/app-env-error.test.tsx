import { render, screen, within } from "@testing-library/react";

import { App } from "@/app/app";
import { checkEnv } from "@/lib/env";

describe("Environment error screen", () => {
  it("replaces the app with an Indonesian explanation when both Supabase variables are missing", async () => {
    const check = checkEnv({});
    expect(check.success).toBe(false);

    render(<App envCheck={check} />);

    // The screen is a chunk of its own (only a misconfigured install shows it).
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Konfigurasi Aplikasi Belum Lengkap" })).toBeInTheDocument();
    const problems = within(within(alert).getByRole("list", { name: "Variabel bermasalah" })).getAllByRole("listitem");
    expect(problems).toHaveLength(2);
    expect(problems[0]).toHaveTextContent("VITE_SUPABASE_URL");
    expect(problems[1]).toHaveTextContent("VITE_SUPABASE_ANON_KEY");
    expect(within(alert).getByText(/\.env\.local/)).toBeInTheDocument();
    expect(document.title).toMatch(/^Konfigurasi Belum Lengkap/);
    // Nothing of the app is rendered.
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("names only the variable that is wrong", async () => {
    const check = checkEnv({ VITE_SUPABASE_URL: "http://127.0.0.1:54321", VITE_SUPABASE_ANON_KEY: "" });
    render(<App envCheck={check} />);
    const problems = within(await screen.findByRole("list", { name: "Variabel bermasalah" })).getAllByRole("listitem");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toHaveTextContent("VITE_SUPABASE_ANON_KEY");
  });
});
