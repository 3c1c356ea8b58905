// `npm start`: builds the site when needed (see build-if-needed.ts), then starts the server.
import path from "node:path";
import { ensureBuilt, root } from "./build-if-needed.ts";

ensureBuilt();
await import(path.join(root, "server.js"));
