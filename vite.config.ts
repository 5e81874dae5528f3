import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const srcDir = fileURLToPath(new URL("./src", import.meta.url));

/** Modules that only the admin area (login, guard, dashboard, management screens) may load. */
const ADMIN_ONLY = [
  /[\\/]src[\\/]app[\\/]layouts[\\/](admin-layout|require-auth)\.tsx$/,
  /[\\/]src[\\/]app[\\/]routes[\\/]dashboard\.tsx$/,
  /[\\/]src[\\/]features[\\/][^\\/]+[\\/]pages[\\/](admin-[^\\/]+|login-page)\.tsx$/,
  /[\\/]src[\\/]features[\\/][^\\/]+[\\/]schemas[\\/]/,
  /[\\/]node_modules[\\/](react-hook-form|@hookform|react-day-picker|browser-image-compression|@supabase[\\/]auth-ui-[^\\/]+|@stitches)[\\/]/,
];

/** Route modules of the public site: neither they nor the entry may pull in admin-only code. */
const PUBLIC_ROUTE =
  /[\\/]src[\\/](app[\\/]layouts[\\/]public-layout|app[\\/]routes[\\/](home|not-found)|features[\\/][^\\/]+[\\/]pages[\\/](?!admin-|login-)[^\\/]+)\.tsx$/;

/**
 * Build-time guard: fails `vite build` if the entry chunk or any public route chunk statically
 * reaches admin-only code (so public pages never download it).
 */
function publicBundleGuard(): Plugin {
  return {
    name: "public-bundle-guard",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; modules: string[] }>();
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type === "chunk") chunks.set(fileName, { imports: item.imports, modules: Object.keys(item.modules) });
      }
      const roots = Object.values(bundle).filter(
        (item) =>
          item.type === "chunk" &&
          (item.isEntry || (item.facadeModuleId !== null && PUBLIC_ROUTE.test(item.facadeModuleId))),
      );
      const problems: string[] = [];
      for (const root of roots) {
        if (root.type !== "chunk") continue;
        const seen = new Set<string>();
        const stack = [root.fileName];
        while (stack.length > 0) {
          const name = stack.pop()!;
          if (seen.has(name)) continue;
          seen.add(name);
          const chunk = chunks.get(name);
          if (!chunk) continue;
          for (const id of chunk.modules) {
            if (ADMIN_ONLY.some((pattern) => pattern.test(id))) {
              problems.push(`${root.fileName} (static closure via ${name}) loads admin-only module ${id}`);
            }
          }
          stack.push(...chunk.imports);
        }
      }
      if (problems.length > 0) {
        this.error(`Admin-only code would load on public pages:\n  ${[...new Set(problems)].join("\n  ")}`);
      }
    },
  };
}

/** Matches files inside the given node_modules packages (exact package names, scoped or not). */
const nodeModule = (...packages: string[]) => {
  const escaped = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("/", "[\\\\/]"));
  return new RegExp(`[\\\\/]node_modules[\\\\/](${escaped.join("|")})[\\\\/]`);
};

export default defineConfig({
  plugins: [react(), publicBundleGuard()],
  resolve: {
    alias: { "@": srcDir },
  },
  server: {
    host: "localhost",
    port: 5173,
    strictPort: true,
  },
  preview: {
    host: "localhost",
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    strictPort: true,
  },
  build: {
    target: "es2022",
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Loaded by every page: the framework and the data client, cached across deploys.
            {
              name: "react",
              test: nodeModule("react", "react-dom", "scheduler", "react-router", "react-router-dom", "cookie", "set-cookie-parser"),
              priority: 40,
            },
            {
              name: "data",
              test: nodeModule(
                "@tanstack/query-core",
                "@tanstack/react-query",
                "@supabase/supabase-js",
                "@supabase/auth-js",
                "@supabase/postgrest-js",
                "@supabase/storage-js",
                "@supabase/realtime-js",
                "@supabase/functions-js",
                "@supabase/phoenix",
                "tslib",
                "iceberg-js",
              ),
              priority: 30,
            },
            // Admin-only libraries: each in its own chunk, only reached from lazily loaded admin routes.
            { name: "admin-forms", test: nodeModule("react-hook-form", "@hookform"), priority: 20, includeDependenciesRecursively: false },
            { name: "admin-calendar", test: nodeModule("react-day-picker", "@date-fns/tz"), priority: 20, includeDependenciesRecursively: false },
            { name: "admin-image", test: nodeModule("browser-image-compression"), priority: 20, includeDependenciesRecursively: false },
            { name: "admin-auth-ui", test: nodeModule("@supabase/auth-ui-react", "@supabase/auth-ui-shared", "@stitches"), priority: 20, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
