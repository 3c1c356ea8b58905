import { describe, expect, it } from "vitest";
import { seedSnapshot } from "~/content/documents";
import { formsAt, pageAddress, pageQuery } from "./page-addresses.server";

const query = (address: string) => {
  const at = address.indexOf("?");
  return pageQuery(pageAddress(address.slice(0, at)), new URLSearchParams(address.slice(at + 1)), seedSnapshot);
};

describe("what the site has at an address", () => {
  it("names a page, a design or a case study in its language, as React Router would match it", () => {
    expect(pageAddress("/hoteles")).toEqual({ kind: "page", id: "hoteles", lang: "es", data: false });
    expect(pageAddress("/EN/Hoteles/")).toEqual({ kind: "page", id: "hoteles", lang: "en", data: false });
    expect(pageAddress("/_.data")).toEqual({ kind: "page", id: "home", lang: "es", data: true });
    expect(pageAddress("/de/contacto.data")).toEqual({ kind: "page", id: "contacto", lang: "de", data: true });
    expect(pageAddress("/colecciones/Alcazar")).toEqual({ kind: "design", slug: "Alcazar", lang: "es", data: false });
    expect(pageAddress("/fr/proyectos/villa-ibiza")).toEqual({
      kind: "project",
      slug: "villa-ibiza",
      lang: "fr",
      data: false,
    });
    for (const unknown of ["/no-existe", "/hoteles/x", "/colecciones/a/b", "/%E0%A4%A", "/xx/hoteles"])
      expect(pageAddress(unknown), unknown).toBeNull();
  });

  it("knows which forms each page shows, and so takes posts of", () => {
    const forms = (path: string) => formsAt(pageAddress(path), seedSnapshot);
    expect(forms("/")).toEqual(["contactSection"]);
    expect(forms("/en/hoteles")).toEqual(["contactSection"]);
    expect(forms("/contacto")).toEqual(["contact"]);
    expect(forms("/solicitud-muestrario")).toEqual(["sample"]);
    expect(forms("/it/solicitud-catalogo")).toEqual(["catalogue"]);
    expect(forms("/configurador.data")).toEqual(["quote"]);
    // The specifier's project: its own forms (add, change, share) and its request for samples and a quote.
    expect(forms("/en/mi-proyecto")).toEqual(["selection", "project"]);
    for (const none of ["/garantia", "/colecciones", "/colecciones/alcazar", "/politica-privacidad", "/no-existe"])
      expect(forms(none), none).toEqual([]);
  });
});

describe("the query a page is rendered from", () => {
  it("is what the page reads of its address, checked, and nothing else", () => {
    expect(query("/colecciones?u=1&color=blue&forma=oval&utm_source=x")).toBe("color=blue&forma=oval");
    expect(query("/colecciones?color=%3Cb%3E&forma=hexagon")).toBe("");
    expect(query("/en/colecciones/alcazar?color=noche&u=2")).toBe("color=noche");
    expect(query("/colecciones/alcazar?color=no-such")).toBe("");
    expect(query("/proyectos?sector=hotels&sector=yachts&x=1")).toBe("sector=hotels");
    expect(query("/solicitud-muestrario?diseno=alcazar&c=BL17&c=ZZ99")).toBe("diseno=alcazar&c=BL17");
    expect(query("/solicitud-muestrario?diseno=no-such&c=BL17")).toBe("");
    expect(query("/hoteles?utm_source=news&u=3")).toBe("");
  });

  it("keeps the configurator's rug as typed, with the colours in their order, and drops the rest", () => {
    expect(query("/configurador?w=300&junk=1&c=TE12&c=SA04&ground=SA04&fam=blue")).toBe(
      "w=300&c=TE12&c=SA04&ground=SA04&fam=blue",
    );
    const many = Array.from({ length: 100 }, (_, i) => `c=X${i}`).join("&");
    expect(new URLSearchParams(query(`/configurador?${many}`)).getAll("c")).toHaveLength(32);
  });

  it("keeps a form's success state only for a form the page shows, and a data request's routes", () => {
    expect(query("/contacto?sent=contact")).toBe("sent=contact");
    expect(query("/contacto?sent=quote")).toBe("");
    expect(query("/en/mi-proyecto?sent=project")).toBe("sent=project");
    expect(query("/garantia?sent=contact")).toBe("");
    expect(query("/en/hoteles.data?_routes=root,hoteles.en&u=1")).toBe("_routes=root%2Choteles.en");
    expect(query("/en/hoteles?_routes=root")).toBe("");
  });
});
