import type { Config } from "tailwindcss";
import colors from "tailwindcss/colors";
import plugin from "tailwindcss/plugin";
import animate from "tailwindcss-animate";
import { STATUS_COLOR_FAMILIES, statusShades } from "./src/lib/registration-statuses";

const hsl = (token: string) => `hsl(var(--${token}) / <alpha-value>)`;

export default {
  darkMode: "class",
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    container: {
      center: true,
      padding: { DEFAULT: "1rem", sm: "1.5rem", lg: "2rem" },
      screens: { "2xl": "1280px" },
    },
    extend: {
      colors: {
        border: hsl("border"),
        input: hsl("input"),
        ring: hsl("ring"),
        background: hsl("background"),
        foreground: hsl("foreground"),
        primary: { DEFAULT: hsl("primary"), foreground: hsl("primary-foreground") },
        secondary: { DEFAULT: hsl("secondary"), foreground: hsl("secondary-foreground") },
        muted: { DEFAULT: hsl("muted"), foreground: hsl("muted-foreground") },
        accent: { DEFAULT: hsl("accent"), foreground: hsl("accent-foreground") },
        destructive: { DEFAULT: hsl("destructive"), foreground: hsl("destructive-foreground") },
        success: { DEFAULT: hsl("success"), foreground: hsl("success-foreground") },
        warning: { DEFAULT: hsl("warning"), foreground: hsl("warning-foreground") },
        card: { DEFAULT: hsl("card"), foreground: hsl("card-foreground") },
        popover: { DEFAULT: hsl("popover"), foreground: hsl("popover-foreground") },
        brand: { DEFAULT: hsl("brand"), foreground: hsl("brand-foreground") },
      },
      borderRadius: {
        xl: "calc(var(--radius) + 4px)",
        lg: "var(--radius)",
        md: "calc(var(--radius) - 2px)",
        sm: "calc(var(--radius) - 4px)",
      },
      fontFamily: {
        sans: [
          "Inter",
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "Noto Sans",
          "sans-serif",
        ],
      },
      keyframes: {
        "accordion-down": {
          from: { height: "0" },
          to: { height: "var(--radix-accordion-content-height)" },
        },
        "accordion-up": {
          from: { height: "var(--radix-accordion-content-height)" },
          to: { height: "0" },
        },
        progress: {
          from: { transform: "translateX(-100%)" },
          to: { transform: "translateX(300%)" },
        },
      },
      animation: {
        "accordion-down": "accordion-down 0.2s ease-out",
        "accordion-up": "accordion-up 0.2s ease-out",
        progress: "progress 1s ease-in-out infinite",
      },
    },
  },
  plugins: [
    animate,
    // Each application status's colours as CSS variables, light and dark, from their one source (src/lib/registration-statuses.ts).
    plugin(({ addBase }) => {
      const variables = (theme: "light" | "dark") =>
        Object.fromEntries(
          Object.entries(STATUS_COLOR_FAMILIES).flatMap(([status, family]) => {
            const shades = statusShades(status as keyof typeof STATUS_COLOR_FAMILIES, theme);
            const palette = colors[family] as Record<number, string>;
            const name = `--status-${status.replace(/_/g, "-")}`;
            return [
              [name, palette[shades.fill]],
              [`${name}-soft`, palette[shades.soft]],
              [`${name}-text`, palette[shades.text]],
            ];
          }),
        );
      addBase({ ":root": variables("light"), ".dark": variables("dark") });
    }),
  ],
} satisfies Config;
