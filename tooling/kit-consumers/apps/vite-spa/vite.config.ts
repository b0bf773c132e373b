import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// A brand's Vite app as its team would write it: nothing about the kit to configure.
export default defineConfig({ plugins: [react()] });
