import { describePlaceholders, launchPlaceholders } from "~/site/launch-check";
import { describeSamples, samplesStillPublished } from "../content/samples.server";
import { type Io, processIo, withConfiguredStorage } from "./operator-storage.server";

/**
 * `npm run check:launch`: what is still made up before going live, and fails (1) while any is:
 * the fictional company facts of site configuration, and the sample designs and projects the
 * database still publishes (with the server's configuration: DATABASE_URL, DATA_DIR).
 */
export async function runLaunchCheck(io: Io = processIo): Promise<number> {
  const placeholders = launchPlaceholders();
  io.out(describePlaceholders(placeholders));
  return withConfiguredStorage(io, async (storage) => {
    const samples = await samplesStillPublished(storage);
    io.out(describeSamples(samples));
    return placeholders.length > 0 || samples.length > 0 ? 1 : 0;
  });
}
