/** The eyebrow and h2 that open most blocks. */
export function SectionHeading(props: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  dark?: boolean;
  level?: 1 | 2;
}) {
  const { id, eyebrow, title, intro, dark = false, level = 2 } = props;
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="mb-12 flex max-w-3xl flex-col gap-5">
      {eyebrow ? <p className={`eyebrow ${dark ? "text-brass" : "text-bronze"}`}>{eyebrow}</p> : null}
      <Heading id={id} className="font-display text-4xl leading-tight text-balance sm:text-5xl">
        {title}
      </Heading>
      {intro ? <p className={`text-lg leading-relaxed ${dark ? "text-ivory/75" : "text-muted"}`}>{intro}</p> : null}
    </div>
  );
}

/**
 * The id of a block's heading, which the block's section is labelled by. A block with an `id`
 * (a link target such as `#proceso`) gives that id to its section, so its heading takes
 * `<id>-title`: one id, one element.
 */
export function blockTitleId(block: { id?: string }, index: number): string {
  return block.id ? `${block.id}-title` : `block-${index}`;
}
