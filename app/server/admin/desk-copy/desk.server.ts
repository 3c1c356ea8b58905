import type { AdminLanguage } from "../copy-languages.server";
import { ownersCopy } from "./owners.server";
import { replyCopy } from "./reply.server";
import { sourceCopy } from "./source.server";

/** The sales desk's words, one file per part of it, as `t.desk.<part>`. */
export const deskCopy = (lang: AdminLanguage) => ({
  source: sourceCopy[lang],
  owners: ownersCopy[lang],
  reply: replyCopy[lang],
});
