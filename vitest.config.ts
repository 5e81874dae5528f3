import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { commonPasswordsPlugin } from "./scripts/lib/common-passwords.ts";
import { fileURLToPath } from "node:url";

const alias = { "@": fileURLToPath(new URL("./src", import.meta.url)) };

// Three layers (see docs/testing.md): unit (node), components (jsdom + MSW),
// integration (node, real supabase-js against the embedded backend in memory).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.ts"],
          globals: true,
        },
      },
      {
        plugins: [react(), commonPasswordsPlugin()],
        // jsdom is a browser: load tus-js-client's browser build (XMLHttpRequest, File slices), as Vite does.
        resolve: {
          alias: {
            ...alias,
            "tus-js-client": fileURLToPath(new URL("./node_modules/tus-js-client/lib.esm/browser/index.js", import.meta.url)),
          },
        },
        test: {
          name: "components",
          // Node 20.19+ lets CommonJS require() an ES module, and has a race when the same module is
          // still being import()ed (nodejs/node#55782: "Cannot read properties of undefined (reading
          // 'getStatus')" at suite level in a reused worker). No dependency needs require(esm), so the
          // workers turn it off (docs/testing.md).
          execArgv: ["--no-experimental-require-module"],
          environment: "jsdom",
          include: ["tests/components/**/*.test.tsx"],
          globalSetup: ["tests/setup/db-catalog.ts"],
          // act-warnings.ts first: its afterEach runs last and fails a test on React's act(...) warning
          setupFiles: ["tests/setup/act-warnings.ts", "tests/setup/components.ts"],
          globals: true,
          testTimeout: 20000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          globals: true,
          testTimeout: 60000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
    ],
  },
});
