import { Document } from "@react-pdf/renderer";
import { Fragment, type ReactElement } from "react";
import type { CatalogueContent } from "../model";
import { SectorsPage } from "./pages/catalogue-sectors";
import { ClosingPage } from "./pages/closing";
import { CollectionPage, CollectionsOpener } from "./pages/collection-pages";
import {
  ColourPage,
  CustomisationOpener,
  DesignMaterialsPage,
  ShapePage,
  SizePage,
  TexturePage,
} from "./pages/customisation";
import { MakerPage, TechniquesPage } from "./pages/maker";
import { type ContentsEntry, ContentsPage, CoverPage } from "./pages/opening";
import { ProcessPage } from "./pages/process";
import { QualityPage } from "./pages/quality";

type Chapter = { label: string; title: string };
type PlannedPage = { id: string; chapter?: Chapter; page: ReactElement | "contents" };

/**
 * The catalogue, page by page. Every page is laid out to fit on one sheet, so a page's number is
 * its place in this list and the contents page can state it (a page that overflowed would add a
 * sheet: the build reports the page count, and the unit test checks the plan).
 */
export function cataloguePlan(content: CatalogueContent): PlannedPage[] {
  const c = content;
  return [
    { id: "cover", page: <CoverPage content={c} /> },
    // The contents are drawn once every chapter's page is known.
    { id: "contents", page: "contents" },
    { id: "maker", chapter: { label: c.maker.eyebrow, title: c.maker.title }, page: <MakerPage content={c} /> },
    {
      id: "techniques",
      chapter: { label: c.techniques.eyebrow, title: c.techniques.title },
      page: <TechniquesPage content={c} />,
    },
    {
      id: "collections",
      chapter: { label: c.collections.eyebrow, title: c.collections.title },
      page: <CollectionsOpener content={c} />,
    },
    ...c.collections.items.map((item, index) => ({
      id: `collection-${index + 1}`,
      page: <CollectionPage content={c} item={item} index={index} />,
    })),
    {
      id: "customisation",
      chapter: { label: c.customisation.eyebrow, title: c.customisation.title },
      page: <CustomisationOpener content={c} />,
    },
    { id: "shape", page: <ShapePage content={c} /> },
    { id: "colour", page: <ColourPage content={c} /> },
    { id: "size", page: <SizePage content={c} /> },
    { id: "texture", page: <TexturePage content={c} /> },
    { id: "design", page: <DesignMaterialsPage content={c} /> },
    {
      id: "quality",
      chapter: { label: c.quality.eyebrow, title: c.quality.title },
      page: <QualityPage content={c} />,
    },
    {
      id: "sectors",
      chapter: { label: c.sectors.label, title: c.sectors.title },
      page: <SectorsPage content={c} part={0} />,
    },
    { id: "sectors-more", page: <SectorsPage content={c} part={1} /> },
    {
      id: "process",
      chapter: { label: c.process.eyebrow, title: c.process.title },
      page: <ProcessPage content={c} />,
    },
    {
      id: "contact",
      chapter: { label: c.closing.eyebrow, title: c.closing.title },
      page: <ClosingPage content={c} />,
    },
  ];
}

export function CatalogueDocument({ content }: { content: CatalogueContent }) {
  const plan = cataloguePlan(content);
  const entries: ContentsEntry[] = plan.flatMap((item, index) =>
    item.chapter ? [{ page: index + 1, ...item.chapter }] : [],
  );
  return (
    <Document
      title={content.meta.title}
      author={content.meta.author}
      subject={content.meta.subject}
      keywords={content.meta.keywords}
      creator={content.meta.creator}
      producer={content.meta.creator}
      language={content.lang}
      pageLayout="singlePage"
    >
      {plan.map((item) => (
        <Fragment key={item.id}>
          {item.page === "contents" ? <ContentsPage content={content} entries={entries} /> : item.page}
        </Fragment>
      ))}
    </Document>
  );
}
