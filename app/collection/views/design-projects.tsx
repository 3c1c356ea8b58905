import type { ProjectCard } from "~/collection/design-view";
import type { CollectionWords } from "~/collection/words";
import { Picture } from "~/components/ui/picture";
import { fill } from "~/i18n/translate";

/** The finished projects that used a design, each a card that leads to its case study. */
export function DesignProjects(props: {
  copy: CollectionWords["design"]["projects"];
  design: string;
  projects: ProjectCard[];
}) {
  const { copy, design, projects } = props;
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="design-projects" className="py-16 sm:py-24">
      <div className="container-content flex flex-col gap-10">
        <h2 id="design-projects" className="font-display text-3xl leading-tight sm:text-4xl">
          {fill(copy.heading, { design })}
        </h2>
        <ul className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li
              key={project.slug}
              className="group relative flex flex-col rounded-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-bronze"
            >
              <Picture
                name={project.image.name}
                alt={project.image.alt}
                sizes="(min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 90vw"
                className="block overflow-hidden rounded-sm bg-sand"
                imgClassName="aspect-[4/3] w-full object-cover transition-transform duration-700 ease-out-soft group-hover:scale-[1.03] motion-reduce:transition-none"
              />
              <h3 className="mt-4 font-display text-2xl leading-tight">
                <a href={project.href} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {project.title}
                </a>
              </h3>
              <p className="mt-1 text-sm text-muted">{project.place}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
