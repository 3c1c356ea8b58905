import { type ComponentPropsWithoutRef, type ElementType, useState, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

type StaticProps<Tag extends ElementType> = { as?: Tag } & ComponentPropsWithoutRef<Tag>;

/**
 * Server-rendered HTML the browser keeps as it came: while the page hydrates, React adopts this
 * element but neither hydrates nor re-renders what is inside it, so a page's text, pictures and
 * links cost the phone no script at all (docs/decisions/014-hydrate-only-what-answers.md).
 * Nothing inside may need script: no handlers, no state, no effects. Links inside are plain
 * document links. Rendered on the client after the page has hydrated, it renders its children as
 * any element does.
 */
export function Static<Tag extends ElementType = "div">(props: StaticProps<Tag>) {
  const { as, children, ...rest } = props;
  const Element: ElementType = as ?? "div";
  // React answers the server's snapshot while hydrating and the browser's afterwards: an element
  // adopted from the server's HTML keeps it for its whole life.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [adopted] = useState(hydrating);
  if (adopted && !import.meta.env.SSR) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, which tells React to keep the server's HTML
    return <Element {...rest} suppressHydrationWarning dangerouslySetInnerHTML={keepServerHtml} />;
  }
  return <Element {...rest}>{children}</Element>;
}

/** The same object every time: React compares `__html` and leaves the element's content alone. */
const keepServerHtml = { __html: "" };
