import { Blocks } from "~/components/blocks/blocks";
import { RegionGate } from "~/components/site/region-gate";
import { Static } from "~/components/ui/static";
import type { PageBlock } from "~/content/page-schema";
import { DesignsUsed } from "./designs-used";
import { featureBlocks } from "./feature-blocks";
import { ProjectIntro } from "./project-intro";
import { ProjectPhotos } from "./project-photos";
import { ProjectStory } from "./project-story";
import type { ProjectView } from "./project-view";

/**
 * A case study's page: its opening, photographs, story and credits, and the designs it used,
 * kept as the server sent them (docs/decisions/014-hydrate-only-what-answers.md); then 'start from
 * this project' and the contact section, as blocks like every content page closes with. An
 * aviation project is shown only in the allowed region, as the private jets page is.
 */
export function ProjectPage({ view, contact }: { view: ProjectView; contact: PageBlock[] }) {
  const page = (
    <>
      <Static className="contents">
        <ProjectIntro view={view} />
        <ProjectPhotos view={view} />
        <ProjectStory view={view} />
        {view.designs.length > 0 ? <DesignsUsed view={view} /> : null}
      </Static>
      <Blocks blocks={[view.start, ...contact]} catalogues={[]} hasVideo={false} features={featureBlocks} />
    </>
  );
  return view.restricted ? <RegionGate>{page}</RegionGate> : page;
}
