// ESLint flat config: TypeScript + React hooks rules, and the architecture's
// import boundaries (see docs/architecture.md):
//   - src/lib, src/components and src/types never import features or the app shell;
//   - a feature imports another feature's `api/` only (never its components,
//     pages or schemas), and only through the `@/` alias;
//   - nothing outside tests imports test code.
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import tseslint from "typescript-eslint";
import { readdirSync, existsSync } from "node:fs";

const features = existsSync("src/features")
  ? readdirSync("src/features", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: [
              "@/features/*/components/**",
              "@/features/*/pages/**",
              "@/features/*/schemas/**",
              `!@/features/${feature}/**`,
            ],
            message: "A feature may import another feature's api/ only.",
          },
          { group: ["../../*", "../../**"], message: "Leave a feature through the @/ alias, not relative paths." },
          { group: ["@/app/*", "@/app/**"], message: "Features never import the app shell." },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "coverage",
      "test-results",
      "playwright-report",
      ".supabase-local",
      "src/types/database.types.ts",
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks, "react-refresh": reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "react-refresh/only-export-components": ["warn", { allowConstantExport: true }],
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/tests/**"], message: "Application code never imports test code." }] },
      ],
    },
  },
  {
    files: ["src/lib/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}", "src/types/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/features/*", "@/features/**"], message: "Shared code never imports features." },
            { group: ["@/app/*", "@/app/**"], message: "Shared code never imports the app shell." },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
);
