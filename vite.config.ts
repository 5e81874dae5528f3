import { defineConfig, loadEnv, type Plugin, type ResolvedConfig } from "vite";
import { commonPasswordsPlugin } from "./scripts/lib/common-passwords.ts";
import { prerenderMetadata } from "./scripts/lib/prerender-meta.ts";
import { createSiteRenderer } from "./scripts/lib/prerender-pages.ts";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import fs from "node:fs";
import path from "node:path";

const srcDir = fileURLToPath(new URL("./src", import.meta.url));

/** Modules that only the admin area (login, the invited person's set-password page, guard, dashboard, management screens) may load. */
const ADMIN_ONLY = [
  /[\\/]src[\\/]app[\\/]layouts[\\/](admin-layout|require-auth)\.tsx$/,
  // The panel's route table, patched into the router on the first visit to /dashboard (src/app/router.tsx).
  /[\\/]src[\\/]app[\\/]admin-routes\.tsx$/,
  /[\\/]src[\\/]app[\\/]routes[\\/]dashboard\.tsx$/,
  /[\\/]src[\\/]features[\\/][^\\/]+[\\/]pages[\\/](admin-[^\\/]+|login-page|set-password-page)\.tsx$/,
  /[\\/]src[\\/]features[\\/][^\\/]+[\\/]schemas[\\/]/,
  /[\\/]node_modules[\\/](react-hook-form|@hookform|react-day-picker|browser-image-compression|@supabase[\\/]auth-ui-[^\\/]+|@stitches)[\\/]/,
  // The panel's charts (the overview's, the placement figures', their shared parts; all loaded lazily) and what
  // recharts alone brings along.
  /[\\/]src[\\/]features[\\/]registrations[\\/]components[\\/]application-charts\.tsx$/,
  /[\\/]src[\\/]features[\\/]tracer-study[\\/]components[\\/]placement-charts\.tsx$/,
  /[\\/]src[\\/]components[\\/]charts[\\/]/,
  /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|decimal\.js-light|es-toolkit|eventemitter3|tiny-invariant)[\\/]/,
  // The auth client (supabase-js with GoTrue, Storage, Realtime): loaded on demand (src/lib/auth-session.ts).
  /[\\/]src[\\/]lib[\\/]auth-client\.ts$/,
  /[\\/]node_modules[\\/]@supabase[\\/](supabase-js|auth-js|storage-js|realtime-js|functions-js|phoenix)[\\/]/,
];

/** Route modules of the public site: neither they nor the entry may pull in admin-only code. */
const PUBLIC_ROUTE =
  /[\\/]src[\\/](app[\\/]public-pages[\\/][^\\/]+\.ts|(app[\\/]layouts[\\/]public-layout|app[\\/]routes[\\/](home|not-found)|features[\\/][^\\/]+[\\/]pages[\\/](?!admin-|login-|set-password-)[^\\/]+)\.tsx)$/;

/**
 * Build-time guard: fails `vite build` if the entry chunk or any public route chunk statically
 * reaches admin-only code (so public pages never download it).
 */
function publicBundleGuard(): Plugin {
  return {
      name: "public-bundle-guard",
      // The browser's bundle only (the prerender's server build is never shipped).
      apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
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

  /**
   * After the client build: one HTML file per public URL (src/app/public-pages/) with its content, title,
   * description, canonical URL, Open Graph/Twitter tags and JSON-LD, share images, sitemap.xml and robots.txt
   * (scripts/lib/prerender-meta.ts). Reads the Supabase the build points to; when it does not answer, only the pages
   * without parameters get their file, with no content.
   */
  function prerenderPlugin(): Plugin {
    let config: ResolvedConfig;
    let buildFailed = false;
    return {
      name: "prerender-metadata",
      apply: "build",
      configResolved(resolved) {
        config = resolved;
      },
      // closeBundle also runs after a failed build: then there is no index.html to read, and the build's own error
      // must be the one reported.
      buildEnd(error) {
        buildFailed = Boolean(error);
      },
      renderError() {
        buildFailed = true;
      },
      async closeBundle(error) {
        if (error || buildFailed || config.build.ssr || process.env.PRERENDER === "0") return;
        const env = { ...loadEnv(config.mode, config.root, ""), ...process.env };
        await prerenderMetadata({
          outDir: config.build.outDir,
          backendConfigured: Boolean(env.VITE_SUPABASE_URL?.trim() && env.VITE_SUPABASE_ANON_KEY?.trim()),
          siteUrl: env.SITE_URL,
          log: (message) => config.logger.info(message),
          warn: (message) => config.logger.warn(message),
          requireContent: env.PRERENDER_REQUIRE_CONTENT === "1",
          createRenderer: () => createSiteRenderer({ root: config.root, configFile: config.configFile, mode: config.mode }),
        });
      },
    };
  }

  /** `vite preview` serves a prerendered page for its clean URL (/jadwal → jadwal/index.html). */
  function previewCleanUrls(): Plugin {
    return {
      name: "preview-clean-urls",
      // `vite preview` (used by the browser tests and npm run lighthouse) serves /jadwal from jadwal/index.html,
      // as static hosts with clean URLs do.
      configurePreviewServer(server) {
        const outDir = path.resolve(server.config.root, server.config.build.outDir);
        server.middlewares.use((req, _res, next) => {
          const [pathname, query = ""] = (req.url ?? "/").split("?");
          if (pathname !== "/" && !path.extname(pathname)) {
            const file = path.join(outDir, decodeURIComponent(pathname), "index.html");
            if (file.startsWith(outDir) && fs.existsSync(file)) req.url = `${pathname.replace(/\/$/, "")}/index.html${query ? `?${query}` : ""}`;
          }
          next();
        });
      },
    };
  }

  /**
   * The chunks every page has loaded before any lazy import runs: the entry and its static imports (index.html
   * preloads them). Vite lists a lazy import's every static dependency for preloading, these included, in the
   * entry's `__vite__mapDeps` lists; leaving them out of the lists of lazy imports keeps the entry, where each public
   * page's line sits, smaller (tests/integration/public-page-cost.test.ts) and changes nothing that is loaded.
   * Likewise a panel page's list leaves out what the panel's layout loads (`layout`): the panel's route table
   * (src/app/admin-routes.tsx, out of the entry since issue 32 §6) imports each panel page together with the layout, its parent route, whose own list preloads those; a panel page's
   * list keeps only its own chunks. That took ~1 KiB off every public page (docs/performance.md).
   */
  function alwaysLoadedChunks(): { plugin: Plugin; files: Set<string>; layout: Set<string>; panelPages: Set<string> } {
    const files = new Set<string>();
    const layout = new Set<string>();
    const panelPages = new Set<string>();
    const closure = (bundle: Record<string, { type: string; imports?: string[] }>, start: string, into: Set<string>) => {
      const stack = [start];
      while (stack.length > 0) {
        const name = stack.pop()!;
        const chunk = bundle[name];
        if (into.has(name) || chunk?.type !== "chunk") continue;
        into.add(name);
        stack.push(...(chunk.imports ?? []));
      }
    };
    return {
      files,
      layout,
      panelPages,
      plugin: {
        name: "always-loaded-chunks",
        apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
        // Before Vite's own generateBundle writes the preload lists (it calls build.modulePreload.resolveDependencies).
        generateBundle: {
          order: "pre",
          handler(_options, bundle) {
            files.clear();
            layout.clear();
            panelPages.clear();
            const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
            const facade = (chunk: (typeof chunks)[number]) => (chunk.facadeModuleId ?? "").replace(/\\/g, "/");
            const entry = chunks.find((chunk) => chunk.isEntry);
            if (entry) closure(bundle, entry.fileName, files);
            const adminLayout = chunks.find((chunk) => facade(chunk).endsWith("/src/app/layouts/admin-layout.tsx"));
            if (adminLayout) closure(bundle, adminLayout.fileName, layout);
            for (const chunk of chunks) {
              if (/\/src\/(app\/routes\/dashboard|features\/[^/]+\/pages\/admin-[^/]+)\.tsx$/.test(facade(chunk))) panelPages.add(chunk.fileName);
            }
          },
        },
      },
    };
  }

  /** Matches files inside the given node_modules packages (exact package names, scoped or not). */
  const nodeModule = (...packages: string[]) => {
    const escaped = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("/", "[\\\\/]"));
    return new RegExp(`[\\\\/]node_modules[\\\\/](${escaped.join("|")})[\\\\/]`);
  };

  /** React Router's package points every condition at its development build; a production build uses its production files. */
  const reactRouterProduction = [
    { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
    { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)) },
  ];

  export default defineConfig(({ command, isSsrBuild }) => {
    const alwaysLoaded = alwaysLoadedChunks();
    return {
    plugins: [react(), publicBundleGuard(), alwaysLoaded.plugin, prerenderPlugin(), previewCleanUrls(), commonPasswordsPlugin()],
    resolve: {
      alias: [{ find: "@", replacement: srcDir }, ...(command === "build" && !isSsrBuild ? reactRouterProduction : [])],
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
      modulePreload: {
        // index.html keeps every preload. A lazy import's list leaves out what the entry already loaded, and the
        // imported chunk itself: Vite's helper does not wait for a script's preload, so the import() that follows at
        // once fetches it just as early.
        resolveDependencies: (file, deps, { hostType }) =>
          hostType === "html"
            ? deps
            : deps.filter((dep) => dep !== file && !alwaysLoaded.files.has(dep) && !(alwaysLoaded.panelPages.has(file) && alwaysLoaded.layout.has(dep))),
      },
      rolldownOptions: isSsrBuild ? {} : {
        output: {
          codeSplitting: {
            groups: [
              // Loaded by every page: the framework and the data client, cached across deploys.
              {
                name: "framework",
                test: nodeModule("react", "react-dom", "scheduler", "react-router", "react-router-dom", "cookie", "set-cookie-parser"),
                priority: 40,
              },
              { name: "data", test: nodeModule("@tanstack/query-core", "@tanstack/react-query", "@supabase/postgrest-js"), priority: 30 },
              // Everything else the entry loads statically is one chunk with it. Without this group the modules the entry
              // shares with lazily loaded pages (the data client's helpers, lucide's base, list and query helpers) became
              // about a dozen small chunks that every page loaded, ~3 KiB more each (docs/performance.md, "The budget").
              { name: "app", tags: ["$initial"], priority: 10 },
              // The auth client: loaded only when a session is stored, on /login and in the admin area.
              {
                name: "auth-client",
                test: nodeModule(
                  "@supabase/supabase-js",
                  "@supabase/auth-js",
                  "@supabase/storage-js",
                  "@supabase/realtime-js",
                  "@supabase/functions-js",
                  "@supabase/phoenix",
                  "iceberg-js",
                ),
                priority: 25,
                includeDependenciesRecursively: false,
              },
              // Admin-only libraries: each in its own chunk, only reached from lazily loaded admin routes.
              // zod with them: the public forms (registration, the certificate check) load these lazily too, and zod in a
              // chunk of its own would be one more name in every page's first chunk (docs/performance.md).
              { name: "admin-forms", test: nodeModule("react-hook-form", "@hookform", "zod"), priority: 20, includeDependenciesRecursively: false },
              // date-fns' Indonesian locale goes with the calendar: react-day-picker's `id` locale spreads it when its
              // module runs, so it must not sit in a chunk that itself imports the calendar (a chunk cycle left the
              // spread empty and the production calendar in English).
              {
                name: "admin-calendar",
                test: new RegExp(`${nodeModule("react-day-picker", "@date-fns/tz").source}|[\\\\/]node_modules[\\\\/]date-fns[\\\\/]locale[\\\\/]id(\\.js|[\\\\/])`),
                priority: 20,
                includeDependenciesRecursively: false,
              },
              { name: "admin-image", test: nodeModule("browser-image-compression"), priority: 20, includeDependenciesRecursively: false },
              // jose in one chunk: the panel decodes tokens with it and /verifikasi-sertifikat verifies signatures; split by
              // who uses which part it made one more chunk whose name every page's first chunk lists (docs/performance.md).
              { name: "jose", test: nodeModule("jose"), priority: 20, includeDependenciesRecursively: false },
              { name: "admin-auth-ui", test: nodeModule("@supabase/auth-ui-react", "@supabase/auth-ui-shared", "@stitches"), priority: 20, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  };
});
