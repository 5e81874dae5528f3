import type { ComponentType } from "react";

export type PageModule = { default: ComponentType };

/** Route `lazy` for a module whose default export is the route component. */
export const lazyPage = (importer: () => Promise<PageModule>) => async () => ({ Component: (await importer()).default });
