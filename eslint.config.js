// ESLint flat config: TypeScript + React hooks rules, and the architecture's import boundaries
// (docs/architecture.md, "Import boundaries"). Each boundary is ONE zone of `import-x/no-restricted-paths`
// in ONE rule entry applied to every file, so no later config object can silently replace an earlier
// one (flat config replaces a rule's options wholesale). tests/unit/lint-boundaries.test.ts plants a
// violation of each zone and expects the error.
import js from "@eslint/js";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import tseslint from "typescript-eslint";
import { readdirSync, existsSync } from "node:fs";

const features = existsSync("src/features")
  ? readdirSync("src/features", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

/** Where each layer may not reach. Paths are relative to the repository root. */
const zones = [
  {
    target: "./src",
    from: "./tests",
    message: "Application code never imports test code.",
  },
  {
    target: ["./src/lib", "./src/hooks", "./src/components", "./src/types", "./src/config"],
    from: ["./src/features", "./src/app"],
    message: "Shared code never imports features or the app shell.",
  },
  {
    target: ["./src/lib", "./src/hooks", "./src/types", "./src/config"],
    from: "./src/components",
    message: "src/lib, src/hooks, src/types and src/config sit below src/components and never import it.",
  },
  {
    target: ["./src/lib", "./src/types", "./src/config"],
    from: "./src/hooks",
    message: "src/lib, src/types and src/config sit below src/hooks and never import it.",
  },
  {
    target: "./src/features",
    from: "./src/app",
    message: "Features never import the app shell.",
  },
  // A feature may import its own files and another feature's api/ only (never its components, pages or schemas).
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/api`)],
    message: "A feature may import another feature's api/ only.",
  })),
];

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
    files: ["src/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}", "supabase/**/*.ts", "scripts/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.app.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "react-refresh/only-export-components": ["warn", { allowConstantExport: true }],
    },
  },
  {
    // The only no-restricted-imports entry: it is about how a path is written, which the zones above cannot see.
    files: ["src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["../../*", "../../**"], message: "Leave a feature through the @/ alias, not relative paths." }] },
      ],
    },
  },
);
