/** The MSW server for component tests (started by tests/setup/components.ts). */
import { setupServer } from "msw/node";
import { handlers } from "./handlers";

export const server = setupServer(...handlers);
