import { useEffect } from "react";
import { AlertTriangleIcon } from "lucide-react";

import type { EnvProblem } from "@/lib/env";

/**
 * Shown instead of the app when VITE_SUPABASE_URL or VITE_SUPABASE_ANON_KEY is missing or invalid.
 * Deliberately dependency-free (no router, no query client, no theme provider).
 */
export function EnvErrorScreen({ problems }: { problems: EnvProblem[] }) {
  useEffect(() => {
    document.title = "Konfigurasi Belum Lengkap | Kejuruan TIK — BLK Banda Aceh";
  }, []);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <div
        role="alert"
        className="w-full max-w-xl rounded-xl border border-destructive/30 bg-card p-6 text-card-foreground shadow-lg sm:p-8"
      >
        <div className="flex items-start gap-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <AlertTriangleIcon className="size-6" aria-hidden="true" />
          </div>
          <div className="grid gap-2">
            <h1 className="text-xl font-bold">Konfigurasi Aplikasi Belum Lengkap</h1>
            <p className="text-sm text-muted-foreground">
              Aplikasi tidak dapat dijalankan karena variabel lingkungan untuk koneksi ke Supabase belum diatur dengan
              benar.
            </p>
          </div>
        </div>
        <ul aria-label="Variabel bermasalah" className="mt-6 grid gap-2">
          {problems.map((problem) => (
            <li key={`${problem.variable}:${problem.message}`} className="rounded-lg bg-destructive/5 px-4 py-3 text-sm">
              <code className="font-mono font-semibold text-destructive">{problem.variable}</code>
              <span className="text-muted-foreground"> — {problem.message}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-2 text-sm text-muted-foreground">
          <p className="font-medium text-foreground">Cara memperbaiki:</p>
          <ol className="list-decimal space-y-1 pl-5">
            <li>
              Salin <code className="font-mono">.env.example</code> menjadi <code className="font-mono">.env.local</code>.
            </li>
            <li>
              Isi <code className="font-mono">VITE_SUPABASE_URL</code> dan{" "}
              <code className="font-mono">VITE_SUPABASE_ANON_KEY</code> (Project Settings → API di dashboard Supabase).
            </li>
            <li>Jalankan ulang server pengembangan atau build ulang aplikasi.</li>
          </ol>
        </div>
      </div>
    </main>
  );
}
