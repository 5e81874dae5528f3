import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import "@/index.css";
import { App } from "@/app/app";

const container = document.getElementById("root");
if (!container) throw new Error("Elemen #root tidak ditemukan di index.html");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
